"""How the recorded fixture sites in ``recorded_pages/`` were written (and how to change them).

``python -m testbeds.recorded_tools.make_images && python -m testbeds.recorded_tools.make_pages``
rewrites every picture, page, script, data file and ``expected.json`` byte for byte.
"""
