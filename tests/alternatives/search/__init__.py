"""Two implementations of one tool in two modules, chosen by the module that sends them."""
