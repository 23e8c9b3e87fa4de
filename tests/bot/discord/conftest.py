"""The `env` fixture of the handler tests: the stand-ins of fakes.py around a real GameService."""

from tests.bot.discord.fakes import env  # noqa: F401  (a fixture)
