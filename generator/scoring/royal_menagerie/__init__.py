"""Royal Menagerie: ``state`` reads the card data and a described table, ``moves`` judges one play,
``score`` scores and checks a table (its docstring has the state format), and ``play`` plays a whole game."""
