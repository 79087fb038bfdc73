"""Every technique's name, by id: the one table of what a player calls each rung.

Data only, below both of its readers: the ladder (engine/techniques, whose `Technique`
takes its `name` from here) and the English words of the explanations
(engine/explain/en), which name a technique in a hint. So explain/ never imports the
techniques, which import it for their reasons.

The ladder (techniques.LADDER) stays the one list of techniques: their order, tiers,
scores and finders. This table has the same ids in the same order
(tests/engine/test_technique_names.py checks).
"""

from __future__ import annotations

NAMES: dict[str, str] = {
    "full-house": "Full House",
    "naked-single": "Naked Single",
    "hidden-single": "Hidden Single",
    "locked-pair": "Locked Pair",
    "locked-triple": "Locked Triple",
    "locked-candidates-pointing": "Locked Candidates (Pointing)",
    "locked-candidates-claiming": "Locked Candidates (Claiming)",
    "naked-pair": "Naked Pair",
    "hidden-pair": "Hidden Pair",
    "naked-triple": "Naked Triple",
    "hidden-triple": "Hidden Triple",
    "naked-quad": "Naked Quad",
    "hidden-quad": "Hidden Quad",
    "x-wing": "X-Wing",
    "swordfish": "Swordfish",
    "jellyfish": "Jellyfish",
    "remote-pair": "Remote Pair",
    "bug-plus-1": "BUG+1",
    "skyscraper": "Skyscraper",
    "two-string-kite": "2-String Kite",
    "turbot-fish": "Turbot Fish",
    "empty-rectangle": "Empty Rectangle",
    "w-wing": "W-Wing",
    "xy-wing": "XY-Wing",
    "xyz-wing": "XYZ-Wing",
    "unique-rectangle-1": "Unique Rectangle Type 1",
    "unique-rectangle-2": "Unique Rectangle Type 2",
    "unique-rectangle-3": "Unique Rectangle Type 3",
    "unique-rectangle-4": "Unique Rectangle Type 4",
    "unique-rectangle-5": "Unique Rectangle Type 5",
    "unique-rectangle-6": "Unique Rectangle Type 6",
    "hidden-rectangle": "Hidden Rectangle",
    "avoidable-rectangle-1": "Avoidable Rectangle Type 1",
    "avoidable-rectangle-2": "Avoidable Rectangle Type 2",
    "finned-x-wing": "Finned X-Wing",
    "sashimi-x-wing": "Sashimi X-Wing",
    "finned-swordfish": "Finned Swordfish",
    "sashimi-swordfish": "Sashimi Swordfish",
    "finned-jellyfish": "Finned Jellyfish",
    "sashimi-jellyfish": "Sashimi Jellyfish",
    "wxyz-wing": "WXYZ-Wing",
    "sue-de-coq": "Sue de Coq",
    "simple-colours-trap": "Simple Colours (Trap)",
    "simple-colours-wrap": "Simple Colours (Wrap)",
    "multi-colours-1": "Multi-Colours 1",
    "multi-colours-2": "Multi-Colours 2",
    "x-chain": "X-Chain",
    "xy-chain": "XY-Chain",
    "nice-loop": "Nice Loop / AIC",
    "grouped-nice-loop": "Grouped Nice Loop / AIC",
    "als-xz": "ALS-XZ",
    "als-xy-wing": "ALS-XY-Wing",
    "als-chain": "ALS Chain",
    "death-blossom": "Death Blossom",
    "forcing-chain": "Forcing Chain",
    "forcing-net": "Forcing Net",
    "verified-trial": "Verified Trial",
}
