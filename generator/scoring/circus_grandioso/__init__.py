"""Circus Grandioso: ``state`` reads the card data and a described table, ``pyramid`` knows the pyramid's
places, ``score`` scores and checks a table (its docstring has the state format), and ``play`` plays a
whole game."""
