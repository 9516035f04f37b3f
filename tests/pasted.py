"""Texts of pages pasted one after another, shared by the reader tests and the web tests."""

# chess-results' round 1 pairing list and its crosstable, each copied from its page and pasted one after
# the other (the untitled players' empty title cells): round 1 Ann beat Dan, Bob drew Cy; round 2 Ann
# beat Cy, Bob beat Dan
LIST_AND_CROSSTABLE = (
    "Round 1 on 2026/05/15\n"
    "Bo.\tNo.\t\tWhite\tRtg\tPts.\tResult\tPts.\t\tBlack\tRtg\tNo.\n"
    "1\t1\t\tAnn A\t2010\t0\t1 - 0\t0\t\tDan D\t1970\t4\n"
    "2\t2\t\tBob B\t1990\t0\t½ - ½\t0\t\tCy C\t1980\t3\n"
    "\n"
    "Starting rank crosstable\n"
    "No.\t\tName\tRtg\t1.Rd\t2.Rd\tPts.\n"
    "1\t\tAnn A\t2010\t4w1\t3b1\t2\n"
    "2\t\tBob B\t1990\t3w½\t4b1\t1.5\n"
    "3\t\tCy C\t1980\t2b½\t1w0\t0.5\n"
    "4\t\tDan D\t1970\t1b0\t2w0\t0\n"
)
