"""Animal Kingdoms: ``state`` reads the card data and a described table, ``chain`` follows who serves whom,
``moves`` judges one move, ``score`` scores and checks a table (its docstring has the state format), and
``play`` plays a whole game."""
