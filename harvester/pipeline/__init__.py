"""One URL through the stages: load, classify, page a gallery (known → healed →
discovered) or extract an article (:mod:`.job`), follow an article's pages
(:mod:`.pages`), use a section's article template (:mod:`.sections`).
"""
