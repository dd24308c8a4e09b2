"""A run of many URLs in one process: the runner (:mod:`.runner`) and its policies:
robots.txt (:mod:`.robots`), retries (:mod:`.retry`), records out (:mod:`.output`) and
WARC (:mod:`.warc`).
"""
