"""What is kept: games and their history, each browser's list of games, the schema and its
migrations, backups, and the SQLite writers' queue. Imports nothing else of the web app."""
