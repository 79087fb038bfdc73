"""What each technique is, in a few sentences: the text of its library page."""

_UR = (
    "A unique rectangle is four cells in two rows, two columns and two boxes that could "
    "all hold the same two digits. If they did, the two digits could swap places and the "
    "puzzle would have two solutions; a proper puzzle has one, so some candidate must "
    "break the pattern. "
)
_AR = (
    "An avoidable rectangle looks at four cells in two rows, two columns and two boxes, "
    "some already filled by the solver (not given). If the rectangle were completed with "
    "two digits in a swappable way, the filled cells could swap too, and the puzzle would "
    "have two solutions. "
)

MESSAGES = {
    "about.full-house": (
        "A house (row, column or box) has one empty cell left. The digit missing from the "
        "house goes there. The easiest step of all."
    ),
    "about.naked-single": (
        "A cell has only one candidate left: every other digit already appears in its row, "
        "column or box. That candidate is the cell's digit."
    ),
    "about.hidden-single": (
        "In a house, a digit has only one cell left where it can go, even if that cell "
        "has other candidates. The digit goes there."
    ),
    "about.locked-pair": (
        "Two cells of one box, in one row or column, hold only the same two candidates. "
        "The two digits go in those cells, so they come out of every other cell of the "
        "box and of the line."
    ),
    "about.locked-triple": (
        "Three cells of one box, in one row or column, hold only three digits between "
        "them. Those digits are locked in the three cells: they come out of the rest of "
        "the box and of the line."
    ),
    "about.locked-candidates-pointing": (
        "Inside a box, every candidate of a digit lies in one row or one column. The "
        "digit of that box must go on that line, so it comes out of the line's cells "
        "outside the box."
    ),
    "about.locked-candidates-claiming": (
        "In a row or column, every candidate of a digit lies in one box. The line's "
        "digit must go in that box, so it comes out of the box's other cells."
    ),
    "about.naked-pair": (
        "Two cells of a house hold only the same two candidates. Those two digits must "
        "go in those two cells, so no other cell of the house can hold them."
    ),
    "about.hidden-pair": (
        "In a house, two digits can go only in the same two cells. Those cells must hold "
        "those two digits, so every other candidate comes out of them."
    ),
    "about.naked-triple": (
        "Three cells of a house hold only three digits between them (each cell need not "
        "have all three). The three digits fill those cells, so they come out of the rest "
        "of the house."
    ),
    "about.hidden-triple": (
        "In a house, three digits can go only in the same three cells. Those cells hold "
        "those digits, so their other candidates go."
    ),
    "about.naked-quad": (
        "Four cells of a house hold only four digits between them. The four digits fill "
        "those cells and come out of the rest of the house."
    ),
    "about.hidden-quad": (
        "In a house, four digits can go only in the same four cells. Those cells take "
        "those digits, and their other candidates go."
    ),
    "about.x-wing": (
        "In two rows, a digit can go only in the same two columns. Whichever way round it "
        "goes, it fills both columns in those rows, so it comes out of the rest of both "
        "columns. The same works with rows and columns swapped."
    ),
    "about.swordfish": (
        "An X-Wing with three lines: in three rows, a digit's candidates lie in only three "
        "columns. The digit fills those columns from those rows, so it comes out of the "
        "rest of the three columns."
    ),
    "about.jellyfish": (
        "An X-Wing with four lines: in four rows, a digit's candidates lie in only four "
        "columns, so it comes out of the rest of those columns."
    ),
    "about.remote-pair": (
        "A chain of cells that each hold the same two candidates, each cell seeing the "
        "next. The cells alternate between the two digits, so a cell seeing two ends of "
        "opposite parity can hold neither digit."
    ),
    "about.bug-plus-1": (
        "Bivalue Universal Grave: every unsolved cell has two candidates but one, which "
        "has three. If that cell lost its extra digit, the puzzle would have two solutions, "
        "so the cell must be the digit that appears three times in its houses."
    ),
    "about.skyscraper": (
        "Two rows each have a digit in exactly two cells, and one end of each lines up in "
        "a column. One of the two other ends must hold the digit, so any cell seeing both "
        "of them cannot."
    ),
    "about.two-string-kite": (
        "A digit has exactly two places in a row and exactly two in a column, and one end "
        "of each shares a box. One of the two far ends must hold the digit, so a cell "
        "seeing both loses it."
    ),
    "about.turbot-fish": (
        "A chain of four candidates of one digit: strong link, weak link, strong link. "
        "One of the chain's ends is the digit, so a cell seeing both ends cannot be."
    ),
    "about.empty-rectangle": (
        "In a box, a digit's candidates lie on one row and one column (an L or a cross). "
        "Joined with a line where the digit has just two places, it removes the digit "
        "from the cell where the box's row or column meets the line's far end."
    ),
    "about.w-wing": (
        "Two cells with the same two candidates x and y, not seeing each other, joined by "
        "a line where y has only two places, one seen by each cell. One of the two cells "
        "is x, so a cell seeing both cannot be x."
    ),
    "about.xy-wing": (
        "A pivot cell with candidates x and y sees two pincers, xz and yz. Whatever the "
        "pivot is, one pincer is z, so any cell seeing both pincers cannot be z."
    ),
    "about.xyz-wing": (
        "Like an XY-Wing, but the pivot holds x, y and z. One of the three cells is z, so "
        "only a cell seeing all three (pivot and both pincers) loses z."
    ),
    "about.unique-rectangle-1": _UR + (
        "Type 1: three corners hold only the two digits; the fourth corner cannot be "
        "either of them."
    ),
    "about.unique-rectangle-2": _UR + (
        "Type 2: two corners share one extra candidate, which must be in one of them; it "
        "comes out of every cell that sees both."
    ),
    "about.unique-rectangle-3": _UR + (
        "Type 3: the extra candidates of two corners act as one cell, and together with "
        "other cells of their house form a naked subset."
    ),
    "about.unique-rectangle-4": _UR + (
        "Type 4: in the house of two corners one of the digits must go in those corners, "
        "so the other digit comes out of them."
    ),
    "about.unique-rectangle-5": _UR + (
        "Type 5: the corners with an extra candidate share the same one; one of them must "
        "hold it, so cells seeing all of them cannot."
    ),
    "about.unique-rectangle-6": _UR + (
        "Type 6: a digit of the pair forms an X-Wing on the rectangle; it must go in the "
        "diagonal that avoids the pattern, so it comes out of the other two corners."
    ),
    "about.hidden-rectangle": _UR + (
        "Hidden rectangle: one corner holds only the pair, and strong links of one digit "
        "from the opposite corner remove the other digit there."
    ),
    "about.avoidable-rectangle-1": _AR + (
        "Type 1: three corners are filled; the fourth cannot take the digit that would "
        "complete the swap."
    ),
    "about.avoidable-rectangle-2": _AR + (
        "Type 2: two empty corners share an extra candidate, which must be in one of "
        "them; cells seeing both lose it."
    ),
    "about.finned-x-wing": (
        "An X-Wing with a fin: one row has an extra candidate or two in the box of a "
        "corner. Either the X-Wing holds or the fin is the digit, so cells that the X-Wing "
        "would clear and that also see the fin lose the digit."
    ),
    "about.sashimi-x-wing": (
        "A finned X-Wing with a corner missing: the fin stands in for it. Cells seen by "
        "the fin and by the column the pattern would clear lose the digit."
    ),
    "about.finned-swordfish": (
        "A swordfish with extra candidates (a fin) in one box. If the fin is not the "
        "digit the swordfish holds, so cells the swordfish would clear and that see the "
        "fin lose the digit."
    ),
    "about.sashimi-swordfish": (
        "A finned swordfish that lacks one of its corners; the fin covers for it, and "
        "cells seeing the fin inside the cleared lines lose the digit."
    ),
    "about.finned-jellyfish": (
        "A jellyfish (four lines) with a fin in one box: cells it would clear that also "
        "see the fin lose the digit."
    ),
    "about.sashimi-jellyfish": (
        "A finned jellyfish missing a corner, the fin covering for it: cells seeing the "
        "fin in the cleared lines lose the digit."
    ),
    "about.wxyz-wing": (
        "Four cells holding just four digits between them, where every digit but one, z, "
        "has all its candidates in the pattern seeing each other. Without z the four cells "
        "could not be filled, so one of them is z: a cell seeing every z of the pattern "
        "cannot be z."
    ),
    "about.sue-de-coq": (
        "Two or three cells where a box meets a line hold more digits than cells. Some of "
        "those digits must go in the box part and the rest in the line part, which clears "
        "them from the other cells of the box and of the line."
    ),
    "about.simple-colours-trap": (
        "Colour a digit's chain of conjugate pairs (houses where it has exactly two "
        "places) in two alternating colours. One colour is true; a cell seeing both "
        "colours cannot hold the digit."
    ),
    "about.simple-colours-wrap": (
        "Colour a digit's conjugate pairs in two alternating colours. If two cells of the "
        "same colour see each other, that colour cannot be true: every cell of it loses "
        "the digit."
    ),
    "about.multi-colours-1": (
        "Two separate colour chains of one digit. When a colour of one chain sees both "
        "colours of the other, that colour is false and every cell of it loses the digit."
    ),
    "about.multi-colours-2": (
        "Two separate colour chains of one digit, with a colour of each seeing each other: "
        "one of the two other colours is true, so a cell seeing both of them loses the "
        "digit."
    ),
    "about.x-chain": (
        "A chain of one digit alternating strong links (a house with two places) and weak "
        "links. One of the chain's ends holds the digit, so a cell seeing both ends "
        "cannot."
    ),
    "about.xy-chain": (
        "A chain of two-candidate cells, each sharing a digit with the next. If the first "
        "cell is not z the last one is, so a cell seeing both ends cannot be z."
    ),
    "about.nice-loop": (
        "An alternating inference chain (AIC) of candidates: if one is false the next is "
        "true, and so on. A chain whose two ends are both a digit, or a loop closing on "
        "itself, proves candidates false where the links meet."
    ),
    "about.grouped-nice-loop": (
        "An alternating inference chain whose links may join groups of cells (a digit's "
        "places in a box along a line) as well as single candidates, reaching further "
        "than a plain chain."
    ),
    "about.als-xz": (
        "Two almost locked sets (n cells with n+1 digits) share a restricted common digit "
        "x that can be in only one of them. Then a digit z in both sets must be in one, so "
        "cells seeing every z of both lose it."
    ),
    "about.als-xy-wing": (
        "Three almost locked sets, a pivot joined to two others by restricted commons. "
        "As in an XY-Wing, one of the outer sets must hold z, so cells seeing all their z "
        "lose it."
    ),
    "about.als-chain": (
        "A chain of almost locked sets linked by restricted commons: one end set or the "
        "other must hold z, so a cell seeing every z of both ends loses it."
    ),
    "about.death-blossom": (
        "A stem cell with a petal (an almost locked set) for each of its candidates. "
        "Whatever the stem is, one petal locks, and every petal shares a digit z: so z "
        "must be in the petals and comes out of cells seeing all of them."
    ),
    "about.forcing-chain": (
        "Suppose a candidate, follow what it forces step by step (singles along chains), "
        "and reach a contradiction, or the same conclusion from every choice of a cell or "
        "house. Whatever holds in every case is true."
    ),
    "about.forcing-net": (
        "A forcing chain that branches: a step may need two earlier steps at once. "
        "Strong enough for the hardest puzzles, and the proof can be stepped through line "
        "by line."
    ),
    "about.verified-trial": (
        "The last resort: try one candidate and follow it to a contradiction with every "
        "rule checked. The assistant uses it only when no technique of the ladder applies, "
        "and says so."
    ),
}
