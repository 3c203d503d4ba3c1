"""Royal Shuffle: ``solver`` finds a village's best arrangement, ``score`` scores and checks a table (its
docstring has the state format), and ``play`` plays a whole game."""
