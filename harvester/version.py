"""The harvester's version, in a module of its own: every layer may name it (the user
agent, a WARC file's ``software``, ``harvest --version``) without importing the package's
public surface."""

__version__ = "0.1.0"
