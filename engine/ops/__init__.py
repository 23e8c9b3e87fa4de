"""The Operations: us.py (7.x US), jihadist.py (8.1-8.4 Recruit, Travel, Jihad), plots.py (8.5 Plots)."""
