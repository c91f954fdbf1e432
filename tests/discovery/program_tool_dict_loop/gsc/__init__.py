"""A server that registers every function of a catalogue dict built in another module.

# expect: none
"""
