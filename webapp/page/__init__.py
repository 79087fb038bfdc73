"""What every page shares: the player's language and theme (each with its switch), the
catalog of words, and reading the fields a form or a URL sends."""
