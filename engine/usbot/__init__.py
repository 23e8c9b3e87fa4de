"""A US bot for the 2-player game (rules 1-8, victory 2.x): see docs/usbot.md."""
