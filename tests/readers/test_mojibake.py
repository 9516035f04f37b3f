"""Text whose UTF-8 was read as a Windows code page (mojibake), as a user pastes it: a page shown or
saved in the wrong encoding (the SwissPerfect page Word re-saved, tests/data/real/swissperfect-word-*,
copied in Chromium by tests/readers/test_browser_copies.py), then copied. Its letters are put back, with
a note; real words of those code pages are left alone."""

from __future__ import annotations

from fractions import Fraction

from event_points import points_by_name
from tiebreak.readers import read_text
from tiebreak.readers._encoding import utf8_as_cp1252

CROSSTABLE = """\
No\tName\tRtg\t1.Rd\t2.Rd\tPts.
1\tMüller, Jörg\t1800\t2w1\t3b½\t1.5
2\tÖzdemir, Ayşe\t1700\t1b0\t4w1\t1
3\tSánchez, José\t1600\t4b½\t1w½\t1
4\tDvořák, Tomáš\t1500\t3w½\t2b0\t0.5
"""


def test_a_paste_whose_utf8_was_read_as_windows_1252_reads_with_its_letters() -> None:
    mangled = CROSSTABLE.encode("utf-8").decode("cp1252", errors="replace")
    assert "MÃ¼ller" in mangled and "Â½" in mangled
    t = read_text(mangled)
    assert points_by_name(t) == {
        "Müller, Jörg": Fraction(3, 2),
        "Özdemir, Ayşe": Fraction(1),
        "Sánchez, José": Fraction(1),
        "Dvořák, Tomáš": Fraction(1, 2),
    }
    assert any("UTF-8 was read as Windows-1252" in d.message for d in t.diagnostics)


def test_a_paste_whose_utf8_was_read_as_windows_1250_reads_with_its_letters() -> None:
    mangled = CROSSTABLE.encode("utf-8").decode("cp1250", errors="replace")
    assert "MĂĽller" in mangled
    t = read_text(mangled)
    assert set(points_by_name(t)) == {"Müller, Jörg", "Özdemir, Ayşe", "Sánchez, José", "Dvořák, Tomáš"}
    assert any("UTF-8 was read as Windows-1250" in d.message for d in t.diagnostics)


def test_a_no_break_space_whose_second_byte_the_copy_made_a_blank_leaves_no_letter() -> None:
    text, note = utf8_as_cp1252("1.\u00c2  Anna,\u00c2  2:W\u00c2  3:L\n2.\u00c2  Boris,\u00c2  1:L\n", None)
    assert text == "1.  Anna,  2:W  3:L\n2.  Boris,  1:L\n"
    assert note is not None


def test_a_no_break_space_written_as_its_entity_in_markup_leaves_no_letter() -> None:
    # a word processor's page copied from a browser: its markup writes the no-break space as an entity
    # (the clipboard's text/html of tests/data/real/swissperfect-word-srs-blixt-2016-11-03.htm)
    page = (
        "<pre>1.<span>\u00c2&nbsp; </span>Anna,<span>\u00c2&nbsp;\u00c2&nbsp; </span>2:W\u00c2&#160;3:L</pre>"
    )
    text, note = utf8_as_cp1252(page, None)
    assert text == "<pre>1.<span>&nbsp; </span>Anna,<span>&nbsp;&nbsp; </span>2:W&#160;3:L</pre>"
    assert note is not None


def test_one_misread_letter_is_put_back() -> None:
    # a club page that printed one name so (tests/data/real/narva-krt-2019.ranking.md: 'Kellner,RenÃ©')
    assert utf8_as_cp1252("1 Kellner,RenÃ© 2w1\n", None)[0] == "1 Kellner,René 2w1\n"


def test_words_of_the_code_pages_themselves_are_left_alone() -> None:
    for text in (
        "1 ŻÓŁW, Jan 2w1\n2 ŻÓŁW, Ewa 1b0\n3 ŻÓŁW, Ola 4w1\n",  # Polish capitals: 'ÓŁ' is no UTF-8 letter here
        "1 Müller 2w1\n2 Jörg 1b0\n",  # real letters, nothing misread
        "1 Ana\u00c2 2w1\n2 Bo\u00c2 1b0\n",  # two Â before a blank alone: too few to tell
    ):
        assert utf8_as_cp1252(text, None) == (text, None)
