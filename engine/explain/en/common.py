"""Messages every family uses."""

MESSAGES = {
    # Words a finder wrote as English before its reasons became data.
    "text": "{text}",
    # A proof line: one fact, and why it holds.
    "line": "{fact}: {why}",
    # A summary's effect when it is long: the first changes, and how many more follow.
    "effect.more": "{shown} and {more} more",
}
