"""Rules section 9: the solitaire Jihadist bot (filled in by the 1-player issue)."""
