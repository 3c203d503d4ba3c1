"""Circus Grandioso: ``state`` reads the card data and a described table, ``pyramid`` knows the pyramid's
places, ``rules`` scores and checks a table (its docstring has the state format), and ``play`` plays a
whole game.

Each module imports only the ones named before it; ``generator.scoring.games`` finds the
package by its folder and the game by the names ``rules`` and ``play`` define.
"""
