"""The fitted evaluation's weights (`engine.usbot.search.features`, in `FEATURE_NAMES`' order:
each feature, then each times the share of a deck left, then the constant, the scenario and
the ideology). Written by `python -m bench.usbot_fit --write`:
4800 games (seeds 5001-5400 per scenario and ideology), 166697 positions."""

WEIGHTS: tuple[float, ...] = (
    0.1890593819814765,  # good
    0.11689557580112613,  # fair_ally
    -0.03421007156754994,  # fair_other
    -0.08733161348305467,  # poor_ally
    -0.11647563038885592,  # poor_other
    -0.45045141953462237,  # islamist_rule
    -0.4215571632078011,  # short_of_6
    -0.007760778198724795,  # prestige
    0.07571149359728002,  # funding
    0.029006799375437372,  # cells
    0.13338698401015794,  # plots
    0.4533346662708048,  # plots_us
    0.1644653030118683,  # climate
    0.5111027715826735,  # hands
    0.28797131606923326,  # poor_or_ir
    0.06375225764736264,  # prestige_1_threat
    0.012455830895170368,  # troops_map
    -0.032677982294355264,  # cells_fair_good
    0.05325505351792383,  # cells_available
    0.4223488063037786,  # hand_made
    -0.28779949958308726,  # good*t
    -0.05576873208803087,  # fair_ally*t
    0.13038781663584528,  # fair_other*t
    0.21926470680567203,  # poor_ally*t
    0.28985461765423604,  # poor_other*t
    0.49716471856869443,  # islamist_rule*t
    0.36047749720009586,  # short_of_6*t
    0.0709289137401909,  # prestige*t
    -0.07980795546694654,  # funding*t
    -0.06760742794348572,  # cells*t
    -0.17805182406073994,  # plots*t
    -0.16205084250250354,  # plots_us*t
    -0.40309261941071756,  # climate*t
    -0.36673192066825944,  # hands*t
    -0.47522538523976826,  # poor_or_ir*t
    -0.5601686374330096,  # prestige_1_threat*t
    -0.08951160034475449,  # troops_map*t
    0.11146269747818355,  # cells_fair_good*t
    -0.011753329102203712,  # cells_available*t
    1.7636284993824833,  # hand_made*t
    -0.534872493375405,  # constant
    0.3345055200881845,  # scenario:you_can_call_me_al
    -0.1482276107093211,  # scenario:anaconda
    -0.18420176748842784,  # scenario:mission_accomplished
    -0.4189161794065992,  # ideology:coherent
    -0.4744745407306338,  # ideology:attractive
)
