"""The offline judges on hostile and degenerate text: every input gets an answer, never an
exception (which a run reports as a case error, exit 3, for a dataset that did nothing wrong)."""

from __future__ import annotations

import random

import pytest

from evalctl.judges.local.faithfulness import LONGEST_CLAIM, extract_claims, judge_claims
from evalctl.judges.local.noise.grading import analyse_noise
from evalctl.judges.local.paraphrase import normalise
from evalctl.judges.local.toxicity import judge_toxicity

# Words that reach the rules' corners: figures of every shape, ranges, rates, roles, names the
# tokenizer splits, opposites, injections, insults, control and bidirectional characters.
_WORDS = (
    "the a witness Ana_B Dr. O'Brien Jean-Luc saw moved from to between and 0 times a day every "
    "0 days 1825 days 12th century late 1990s half of a year % 50% more than under within at "
    "least most few none because of caused by only was is were as CEO who became chairman her "
    "his its partner , ; . ? ! : ( ) weekdays Monday May March north south fixed variable not "
    "never no cannot one two twice thrice quarter three-quarters 3-quarters minus -5 1,200 $5 "
    "£2.3 million € km miles °C hours minutes 24 7 am pm open closed opens closes you your "
    "you're idiot people Chinese women all are good for I will kill hurt sort out pay visit aww "
    "baby clap sure genius wow another bravo broke legend replaced by the Senate rejected "
    "resigned re-elected sold start-up bought X's assistant été 中文 \u0000 \u202e"
).split()


@pytest.mark.parametrize(
    ("context", "claim"),
    [
        (["The witness Ana_B saw the crash."], "Carl was the witness."),  # a name split apart
        (["Take it 0 times a day."], "Take it twice a day."),  # a frequency with no period
        (["It runs every 0 days."], "It runs 12 times a year."),
        (["Between 0 and 0 of them came."], "Most of them came."),
        (["The 0th century."], "It is from the 1990s."),
    ],
)
def test_degenerate_figures_and_names_get_a_verdict(context: list[str], claim: str) -> None:
    verdict = judge_claims(context, [claim])["verdicts"][0]
    assert verdict["verdict"] in ("yes", "no", "unsure")
    assert verdict["reason"].startswith("offline judge: ")


def test_random_text_never_raises() -> None:
    rng = random.Random(7)

    def soup(most: int) -> str:
        return " ".join(rng.choice(_WORDS) for _ in range(rng.randint(1, most)))

    for _ in range(400):
        context = [soup(40) for _ in range(rng.randint(1, 3))]
        claim = soup(25)
        normalise(claim)
        assert judge_claims(context, [claim])["verdicts"][0]["verdict"] in ("yes", "no", "unsure")
        extract_claims(claim)
        assert judge_toxicity(claim)["verdicts"]
        noise_type = rng.choice(["misinformation", "distractors", "adversarial", "typos", None])
        assert "dimensions" in analyse_noise(soup(8), soup(12), soup(10), claim, noise_type)


def test_a_sentence_of_punctuation_after_a_distractor_is_skipped() -> None:
    """A sentence of "..." after the one that took up the distractor once raised IndexError."""
    result = analyse_noise(
        "What is the capital of France?",
        "What is the capital of France? By the way, I just got a kitten!",
        "The capital of France is Paris.",
        "Congratulations on the kitten! ... ?! The capital of France is Paris.",
        "distractors",
    )
    assert "dimensions" in result


def test_a_run_on_sentence_is_claimed_in_bounded_pieces_that_keep_every_word() -> None:
    run_on = " ".join(f"shop {number} opened early" for number in range(200))
    claims = extract_claims(run_on)["claims"]
    assert len(claims) > 1
    assert all(len(claim.split()) <= LONGEST_CLAIM for claim in claims)
    assert " ".join(claims).split() == run_on.split()


def test_a_claim_made_twice_gets_two_equal_verdicts() -> None:
    context = ["The library opens at 9 am and closes at 5 pm."]
    claims = ["The library opens at 10 am.", "The library opens at 10 am.", "It closes at 5 pm."]
    verdicts = judge_claims(context, claims)["verdicts"]
    assert [v["verdict"] for v in verdicts] == ["no", "no", "yes"]
    assert verdicts[0] == verdicts[1] and verdicts[0] is not verdicts[1]


def test_a_reversed_pair_is_found_after_a_long_run_of_other_names() -> None:
    """Names are paired only within a relation's reach, so a long claim is not n² pairs; the
    pair that is one relation is still compared."""
    others = " and ".join(f"Town{i} is near Town{i + 1}" for i in range(60))
    claim = f"{others}, and Liu replaced Ramos as coach."
    reason = judge_claims(["Ramos replaced Liu as coach in 2019."], [claim])["verdicts"][0]
    assert reason["verdict"] == "no", reason
