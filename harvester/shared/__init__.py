"""Many workers on one PostgreSQL: the queue (:mod:`.queue`), the records and status
(:mod:`.records`), the claims that share politeness and discovery (:mod:`.claims`) and
the long-lived worker (:mod:`.worker`).
"""
