"""Monarch: ``state`` reads the card data and a described table, ``effects`` gives the court cards their
crowns, ``moves`` judges one move, ``score`` scores and checks a table (its docstring has the state format),
and ``play`` plays a whole game."""
