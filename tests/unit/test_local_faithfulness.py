"""The offline faithfulness judge's mechanisms, one claim each (the labelled sets measure them
together: make judge-quality)."""

from __future__ import annotations

import pytest

from evalctl.judges.local.faithfulness import judge_claims
from evalctl.judges.local.paraphrase import normalise
from evalctl.judges.local.text import raw_tokens, split_sentences, stem

SALES = "Sales in Europe fell by 12%, while sales in Asia grew by 8%."
BAKERY = "The bakery opens at 7 a.m. on weekdays; it is closed on Sundays."


def verdict(context: str, claim: str) -> str:
    return str(judge_claims([context], [claim])["verdicts"][0]["verdict"])


def test_sentences_do_not_end_at_an_abbreviation_or_before_a_lower_case_word() -> None:
    text = "The bakery opens at 7 a.m. on weekdays. Dr. Tom Becker runs it.\nnext line"
    assert split_sentences(text) == [
        "The bakery opens at 7 a.m. on weekdays.",
        "Dr. Tom Becker runs it.",
        "next line",
    ]


def test_a_percentage_is_one_token_and_not_a_count() -> None:
    assert raw_tokens("50 (25 %) of the 200, 12%") == ["50", "25%", "of", "the", "200", "12%"]
    context = "A quarter of the 200 respondents said they commute by bicycle."
    assert verdict(context, "Half of the respondents commute by bicycle.") == "no"
    assert verdict(context, "Fifty respondents commute by bicycle.") == "yes"


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("Sales in Europe grew by 8%.", "no"),  # Asia's figure, given to Europe
        ("Sales in Asia declined.", "no"),  # the opposite of Asia's own clause
        ("Sales in Asia increased.", "yes"),
        ("Sales in Europe fell by 12%.", "yes"),
    ],
)
def test_each_statement_of_a_sentence_keeps_its_own_figures(claim: str, expected: str) -> None:
    assert verdict(SALES, claim) == expected


def test_denying_the_opposite_agrees() -> None:
    assert verdict(BAKERY, "The bakery does not open on Sundays.") == "yes"
    assert verdict(BAKERY, "The bakery is not closed on Sundays.") == "no"


def test_a_title_is_not_a_name() -> None:
    context = "Dr. Priya Natarajan reviewed the proposal, and Dr. Tom Becker approved the budget."
    assert verdict(context, "The budget was approved by Dr. Becker.") == "yes"
    assert verdict(context, "Dr. Tom Becker reviewed the proposal.") == "no"


def test_multiples_are_compared_as_numbers() -> None:
    context = "The new wing doubled the exhibition space."
    assert verdict(context, "The new wing tripled the exhibition space.") == "no"


def test_a_claim_that_adds_something_with_also_is_unsupported() -> None:
    context = "The factory cut its water use by 40% over five years."
    assert verdict(context, "The factory also reduced its electricity use.") == "unsure"
    assert verdict(context, "The factory's water use rose by 40%.") == "no"
    assert verdict(context, "The factory cut its water use by 40% in a single year.") == "no"


def test_temperature_symbols_are_written_as_words() -> None:
    from evalctl.judges.local.written import temperatures

    assert temperatures("100 °C (212 °F), 20ºC, 5 degrees C") == (
        "100 degrees Celsius (212 degrees Fahrenheit), 20 degrees Celsius, 5 degrees Celsius"
    )
    assert temperatures("a 30 degree angle, three degrees of freedom") == (
        "a 30 degree angle, three degrees of freedom"
    )


SMOKING = "Smoking is banned inside the building but permitted in the courtyard."


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("Smoking is forbidden in the courtyard.", "no"),  # the clause about the courtyard
        ("Smoking is allowed inside the building.", "no"),
        ("People may smoke in the courtyard.", "yes"),  # permission, not speculation
        ("People might smoke in the courtyard.", "unsure"),
    ],
)
def test_an_opposite_is_looked_for_where_the_claim_puts_it(claim: str, expected: str) -> None:
    assert verdict(SMOKING, claim) == expected


def test_prefixes_that_negate_and_limits_that_are_not_changes() -> None:
    plant = "The plant needs bright, indirect light and water once a week."
    assert verdict(plant, "The plant needs direct light.") == "no"
    insurer = "The insurer will reimburse medical expenses up to a limit of 10,000 euros."
    assert verdict(insurer, "The insurer repays medical costs of up to 10,000 euros.") == "yes"
    # "non-" is not treated as an opposite: no false contradiction
    assert verdict("Only members can vote.", "Non-members are not allowed to vote.") != "no"


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a surname that is also an irregular verb stays a name
        (
            "Professor Lina Haddad supervised the thesis, which Omar Said defended in June.",
            "Omar Said supervised the thesis.",
            "no",
        ),
        # whole days of hours are days
        (
            "Appointments must be booked at least two days in advance.",
            "You need to book an appointment 48 hours ahead.",
            "yes",
        ),
        # the opposite in another clause about the same thing
        (
            "The mayor announced the new tram line, which the council approved in May.",
            "The council rejected the tram line.",
            "no",
        ),
        (
            "The airline lost 2 billion dollars last year, after earning 500 million dollars "
            "the year before.",
            "The airline earned 2 billion dollars last year.",
            "no",
        ),
        (
            "The app is free to download, but premium features cost 4 dollars a month.",
            "Premium features are free.",
            "no",
        ),
        (
            "The app is free to download, but premium features cost 4 dollars a month.",
            "Downloading the app costs nothing.",
            "yes",
        ),
        (
            "The new policy applies to all employees except contractors.",
            "The new policy covers contractors.",
            "no",
        ),
        (
            "Membership costs 60 euros a year, or 35 euros for students.",
            "Membership is free for students.",
            "no",
        ),
        (
            "Julia Chen, the band's drummer, left the group in 2019.",
            "Julia Chen joined the band in 2019.",
            "no",
        ),
        (
            "The bridge is closed to trucks heavier than 7.5 tonnes.",
            "Trucks over 7.5 tonnes may not cross the bridge.",
            "yes",
        ),
        (
            "The bridge is closed to trucks heavier than 7.5 tonnes.",
            "Trucks over 7.5 tonnes are allowed on the bridge.",
            "no",
        ),
        # who did what, statement by statement, and a pronoun is the earlier object
        (
            "Omar Farouk coaches the junior team, while Lisa Brandt coaches the senior team.",
            "The senior team is coached by Lisa Brandt.",
            "yes",
        ),
        (
            "Omar Farouk coaches the junior team, while Lisa Brandt coaches the senior team.",
            "Lisa Brandt coaches the junior team.",
            "no",
        ),
        (
            "Sophie Martin painted the mural, and her student Leo Dubois restored it in 2010.",
            "Sophie Martin restored the mural in 2010.",
            "no",
        ),
        # an opposite said of someone else is not a contradiction
        (
            "Karin Olsen won the election with 52% of the vote, defeating Per Lund.",
            "Per Lund lost the election.",
            "yes",
        ),
        (
            "Karin Olsen won the election with 52% of the vote, defeating Per Lund.",
            "Per Lund won the election.",
            "no",
        ),
        # "lacks" is "has no"; "without" negates
        (
            "Unlike its predecessor, the new phone has no headphone jack.",
            "The new phone lacks a headphone jack.",
            "yes",
        ),
        (
            "The suspect was released without charge after questioning.",
            "The suspect was charged with theft.",
            "no",
        ),
        # "without X" negates only when the claim speaks of X
        ("The package arrived without damage.", "The package arrived safely.", "yes"),
        ("The update installs without a restart.", "The update requires a restart.", "no"),
        (
            "The museum is closed on public holidays and open until 8 p.m. on Thursdays.",
            "The museum is open on public holidays.",
            "no",
        ),
        # "one" that counts is a number; "one of", "no one" are not
        (
            "The recipe calls for two cups of flour and one egg.",
            "The recipe needs three eggs.",
            "no",
        ),
        # a context's dogs are pets (but the claim's cats are not its dogs)
        ("The author lives in Dublin with her two dogs.", "The author has pets.", "yes"),
        ("The author lives in Dublin with her two dogs.", "The author has cats.", "unsure"),
        # what "only" limits, a claim cannot add to; a count is not a limit of kind
        (
            "The printer supports only black-and-white printing.",
            "The printer prints in colour.",
            "no",
        ),
        (
            "The printer supports only black-and-white printing.",
            "It prints in black-and-white.",
            "yes",
        ),
        (
            "Only 3 of the 40 volunteers had worked at a festival.",
            "3 volunteers had festival experience.",
            "yes",
        ),
        # how many times, not a frequency
        ("The roof leaked twice last winter.", "The roof leaked once last winter.", "no"),
        # a verb the context never uses, present or past, is not supported
        (
            "The service stores your photos in Ireland.",
            "The service deletes your photos.",
            "unsure",
        ),
        ("The service stores your photos in Ireland.", "The service keeps your photos.", "yes"),
        # a state that rules the claim out, and opposites
        (
            "Dr. Okafor retired in May after 25 years of nursing.",
            "Dr. Okafor is still working.",
            "no",
        ),
        ("The match was postponed because of rain.", "The match was cancelled.", "no"),
        ("Take one tablet with food.", "Take the tablet on an empty stomach.", "no"),
        (
            "Most testers preferred the new keyboard.",
            "Most testers preferred the old keyboard.",
            "no",
        ),
        ("Priya won the spelling contest.", "Priya came first in the spelling contest.", "yes"),
        # each act keeps its own date
        ("The library opened in 1921 and closed in 1988.", "The library opened in 1988.", "no"),
        ("The library opened in 1921 and closed in 1988.", "The library closed in 1988.", "yes"),
        # a figure said roughly is the figure
        ("The walk takes 28 days.", "The walk takes about a month.", "yes"),
        ("The walk takes 28 days.", "The walk takes 10 days.", "no"),
        # more states that rule a claim out
        ("The concert sold out in an hour.", "Tickets for the concert are still available.", "no"),
        ("The pharmacy is open 24 hours a day.", "The pharmacy closes at 9 p.m.", "no"),
        # restating the condition "only" sets is support
        ("Only staff with a pass may park here.", "Staff need a pass to park here.", "yes"),
        # an acronym the context spells out, a name before words that share its initials
        (
            "She came with her own car. The World Health Organization declared a pandemic.",
            "The WHO declared a pandemic.",
            "yes",
        ),
        (
            "Maria Lopez was appointed chief financial officer in 2021.",
            "Maria Lopez became CFO in 2021.",
            "yes",
        ),
    ],
)
def test_a_claim_against_its_context(context: str, claim: str, expected: str) -> None:
    """One claim per mechanism: names that are also verbs, durations, opposites in another
    clause, exceptions, prices, prohibitions, roles statement by statement, subjects, and
    negating words ("without", "lacks")."""
    assert verdict(context, claim) == expected


def test_an_exception_or_an_addition_is_not_read_into_a_claim_the_context_states() -> None:
    rule = (
        "The rule applies to all staff except managers; managers are covered by a separate policy."
    )
    assert verdict(rule, "Managers are covered by a separate policy.") == "yes"
    assert verdict("Critics said the price is too high.", "The price is too high.") == "yes"


def test_one_is_a_number_only_where_it_counts_something() -> None:
    assert normalise("She has one brother and one dog.") == "She has 1 brother and 1 dog."
    for text in ("One of them left.", "No one came.", "The one that works.", "one another"):
        assert normalise(text) == text


CASTLE = (
    "The castle was built in 1284 by King Edward I. It fell into ruin in the 17th century and "
    "was restored by the Marquess of Bute in the 1870s."
)


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("The castle was built in the late 13th century.", "yes"),  # 1284 is in it
        ("The castle was built in the 13th century.", "yes"),
        ("The castle was built in the early 15th century.", "no"),
        ("The Marquess of Bute built the castle.", "no"),  # "of" inside one name
    ],
)
def test_a_century_holds_the_years_in_it_and_a_name_may_contain_of(
    claim: str, expected: str
) -> None:
    assert verdict(CASTLE, claim) == expected


COUNCIL = (
    "Councillor Priya Shah, who chairs the transport committee, supported the plan; "
    "Councillor Tom Reed opposed it."
)


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("Tom Reed voted for the plan.", "no"),  # the opposite act, by the same person
        ("Priya Shah voted for the plan.", "yes"),
        ("Tom Reed chairs the transport committee.", "no"),  # "Shah, who chairs"
    ],
)
def test_who_did_what_in_a_relative_clause_and_the_opposite_act(claim: str, expected: str) -> None:
    assert verdict(COUNCIL, claim) == expected


def test_an_act_given_to_the_claims_person_anywhere_is_not_given_to_another() -> None:
    context = (
        "Brazil beat Argentina 2-1, with both Brazilian goals scored by Marta Silva. "
        "Argentina's captain, Lucia Romero, scored a penalty."
    )
    assert verdict(context, "Marta Silva scored both of Brazil's goals.") == "yes"
    assert verdict(context, "Lucia Romero scored both of Brazil's goals.") == "no"


def test_a_thing_that_grew_and_then_fell_is_not_said_to_do_the_opposite() -> None:
    context = "Exports grew by 3% in the first quarter but fell by 2% in the second."
    assert verdict(context, "Exports fell by 2% in the second quarter.") == "yes"


def test_no_longer_says_what_removing_says() -> None:
    context = "Version 4.2 removes support for Python 3.8 and adds support for Python 3.12."
    assert verdict(context, "Version 4.2 no longer supports Python 3.8.") == "yes"
    assert verdict(context, "Version 4.2 no longer supports Python 3.12.") != "yes"


def test_a_part_of_a_century_is_years() -> None:
    assert normalise("over a quarter of a century") == normalise("over 25 years")
    assert normalise("half a decade") == normalise("5 years")


def test_an_opening_participle_or_a_language_is_no_agent() -> None:
    context = "Guided tours in English start at 11 am and 3 pm."
    assert verdict(context, "There is an English tour in the afternoon.") == "yes"


def test_changing_is_the_opposite_of_fixed() -> None:
    context = "The monthly instalment is fixed for the first five years."
    assert verdict(context, "Monthly payments can change during the first five years.") == "no"


def test_dropping_support_ends_it_and_rules_out_still() -> None:
    context = "Version 3.2 was released on 14 March and drops support for Python 3.8."
    assert verdict(context, "Python 3.8 is no longer supported as of version 3.2.") == "yes"
    assert verdict(context, "Version 3.2 still runs on Python 3.8.") == "no"
    assert verdict("Export prices drop in winter.", "Export prices fall in winter.") == "yes"


def test_less_likely_compares_risks_and_daily_is_once_a_day() -> None:
    context = (
        "The study followed 2,400 adults for ten years. "
        "Those who walked at least 30 minutes a day had a 20% lower risk of heart disease."
    )
    claim = "Daily walkers were less likely to develop heart disease."
    assert verdict(context, claim) == "yes"
    assert verdict(context, "Walkers might develop heart disease.") == "unsure"


def test_a_number_said_of_another_thing_still_meets_the_counts_rival() -> None:
    context = (
        "The library opens at 9am on weekdays and at 10am on Saturdays. "
        "Members can borrow up to eight books for three weeks."
    )
    assert verdict(context, "Members may take out ten books at once.") == "no"
    assert verdict(context, "Members may borrow eight books.") == "yes"


def test_a_rate_for_another_thing_is_no_rival() -> None:
    context = "Employees may claim up to £25 a night for meals when travelling on business."
    assert verdict(context, "Hotel costs are capped at £120 a night.") == "unsure"
    assert verdict(context, "Staff may claim £40 a night for meals.") == "no"


def test_stolen_is_theft() -> None:
    context = "The policy covers accidental damage to your phone, but not loss or theft."
    assert verdict(context, "If your phone is stolen, the policy will pay out.") == "no"


def test_a_count_of_things_the_context_names_one_by_one() -> None:
    context = "She won the Nobel Prize in Physics in 1903 and the Nobel Prize in Chemistry in 1911."
    assert verdict(context, "She won two Nobel Prizes.") == "yes"
    assert verdict(context, "She won three Nobel Prizes.") == "no"


def test_a_year_named_by_its_neighbour() -> None:
    context = "Revenue was £48 million for 2023, up 12% on the year before."
    assert verdict(context, "Revenue in 2022 was lower than in 2023.") == "yes"
    assert verdict(context, "Revenue in 2021 was lower than in 2023.") == "no"


def test_an_opening_participle_is_no_rival_name() -> None:
    context = (
        "Northwind Ltd reported revenue of £48 million for 2023. "
        "Operating profit fell to £3.1 million because of higher energy costs."
    )
    assert verdict(context, "Energy costs hurt Northwind's profits.") == "yes"


def test_a_share_is_no_rival_of_a_count() -> None:
    context = (
        "The trial enrolled 30,000 volunteers. "
        "A sore arm was reported by about one in three people."
    )
    assert verdict(context, "The trial enrolled 30,000 people.") == "yes"


def test_phrasal_verbs_keep_their_sense() -> None:
    assert normalise("Phones must be turned off.") == normalise("Phones must be switched off.")
    assert "choose" not in normalise("The wind will pick up.")
    assert normalise("The wind dropped.") != normalise("The win dropped.")
    assert normalise("It lasts as long as an hour.") == normalise("It lasts as long as 60 minutes.")
    assert "price" not in normalise("It runs for an hour on a full charge.")


def test_a_passive_act_turned_active_the_wrong_way_round() -> None:
    context = "Dr Amir Khan performed the operation, assisted by nurse Lucy Hart."
    assert verdict(context, "Amir Khan assisted Lucy Hart.") == "no"
    assert verdict(context, "Lucy Hart assisted Amir Khan.") == "yes"


def test_granted_is_the_opposite_of_refused() -> None:
    context = "The court granted the injunction."
    assert verdict(context, "The court refused the injunction.") == "no"


def test_an_approximate_share_and_a_share_made_up() -> None:
    context = "Electric cars made up 16% of new car sales."
    assert verdict(context, "About one in six new cars sold was electric.") == "yes"
    assert verdict(context, "Most new cars sold were electric.") == "no"


def test_a_year_said_once_for_both_clauses_does_not_move_the_claim() -> None:
    context = "Sales of electric cars rose by 40% in 2023, while sales of petrol cars fell by 8%."
    assert verdict(context, "Petrol car sales went down in 2023.") == "yes"
    assert verdict(context, "Petrol car sales went up in 2023.") == "no"


def test_the_parts_of_a_clock_time_are_no_figures() -> None:
    context = (
        "The ferry leaves at 08:15 and arrives at 15:00. Cherbourg is one hour ahead. "
        "Foot passengers must check in 45 minutes before departure."
    )
    assert verdict(context, "Foot passengers can check in 15 minutes before departure.") == "no"


def test_an_age_against_a_bare_bound() -> None:
    context = "Guests must be over 16 and pay a £5 day fee."
    assert verdict(context, "A 14-year-old can come as a guest.") == "no"


def test_an_acronym_is_no_unit_and_a_negation_opening_a_sentence_names_no_one() -> None:
    context = (
        "Rail workers will strike on 12 and 14 June. No trains will run on the Northern line "
        "on those days. Sick leave must be reported to your line manager."
    )
    assert verdict(context, "There will be no Northern line trains on 12 June.") == "yes"
    assert verdict(context, "Sick leave must be reported to HR.") != "yes"
    assert stem("HR") != stem("hour")


def test_days_of_something_and_a_time_after_are_different_slots() -> None:
    context = "Employees accrue 25 days of annual leave per year, plus public holidays."
    assert verdict(context, "Employees get extra leave after five years of service.") == "unsure"
    assert verdict(context, "Employees accrue 20 days of annual leave per year.") == "no"


def test_a_figure_past_a_threshold_and_a_negated_limit() -> None:
    context = "Each cabin bag may weigh no more than 7 kg. Checked bags over 23 kg incur a £40 fee."
    assert verdict(context, "A checked bag weighing 25 kg costs an extra £40.") == "yes"
    assert verdict(context, "A 20 kg checked bag incurs the £40 fee.") == "no"
    medicine = "Take one tablet twice a day. Do not take more than four tablets in 24 hours."
    assert verdict(medicine, "You can safely take six tablets in a day.") == "no"


def test_nothing_ranks_above_the_top_of_the_scale() -> None:
    context = (
        "Jupiter is the largest planet in the Solar System. "
        "Saturn, the second-largest planet, is famous for its rings. Mercury is the smallest."
    )
    assert verdict(context, "Saturn is bigger than Jupiter.") == "no"
    assert verdict(context, "Jupiter is smaller than Saturn.") == "no"
    assert verdict(context, "Mercury is larger than Saturn.") == "no"
    assert verdict(context, "Jupiter is bigger than Saturn.") == "yes"


def test_a_transfer_and_an_age_as_the_news_gives_them() -> None:
    context = (
        "Midfielder Sofia Alves has joined Lyon from Benfica. "
        "Alves, 24, scored nine goals for Benfica last season."
    )
    assert verdict(context, "Sofia Alves has signed for Lyon.") == "yes"
    assert verdict(context, "Alves is 27 years old.") == "no"


def test_what_must_be_kept_or_worn_may_not_be_removed() -> None:
    licence = "It can be used commercially, but the copyright notice must be kept in all copies."
    assert verdict(licence, "The copyright notice may be removed from copies.") == "no"
    visitors = "Visitors must show a valid ID at reception and wear a badge at all times."
    assert verdict(visitors, "Visitors may remove their badge after reception.") == "no"


def test_a_negation_in_another_clause_does_not_turn_an_opposite_into_agreement() -> None:
    context = (
        "Cycling on the pavement is illegal in the UK, but many councils do not enforce the rule."
    )
    assert verdict(context, "Cycling on the pavement is legal in the UK.") == "no"
    assert verdict(context, "Cycling on the pavement is not legal in the UK.") == "yes"


def test_what_comes_free_with_a_thing_is_included() -> None:
    context = "Breakfast is included in the room rate; dinner is not."
    assert verdict(context, "Breakfast comes free with the room.") == "yes"


def test_terms_of_insolvency_and_a_participle_clause_of_its_own() -> None:
    context = "The company filed for insolvency in March after failing to pay its creditors."
    assert verdict(context, "The company went bust in March.") == "yes"
    assert verdict(context, "The company went bust in June.") == "no"


def test_a_cut_by_the_difference_of_two_figures() -> None:
    context = "The dividend was cut from 8p to 5p per share."
    assert verdict(context, "The dividend was cut by 3p a share.") == "yes"
    assert verdict(context, "The dividend was cut by 4p a share.") == "no"


def test_bail_refused_rules_out_release_on_bail() -> None:
    context = "The defendant was remanded in custody. Bail was refused by the judge."
    assert verdict(context, "The defendant was released on bail.") == "no"


def test_a_hedge_in_a_reported_fear_is_no_guess() -> None:
    context = "Bail was refused because the judge, Helen Ward, feared he would flee."
    assert verdict(context, "Helen Ward worried the defendant might run away.") == "yes"
    assert verdict(context, "The defendant might run away.") == "unsure"


def test_legal_and_financial_terms_in_everyday_words() -> None:
    appeal = "The Court of Appeal upheld the conviction of Dean Marsh."
    assert verdict(appeal, "The appeal court confirmed Dean Marsh's conviction.") == "yes"
    assert verdict(appeal, "Dean Marsh's conviction was overturned.") == "no"
    rent = "The tenant is three months in arrears with the rent."
    assert verdict(rent, "The tenant is behind on the rent.") == "yes"
    assert verdict(rent, "The tenant has paid the rent on time.") == "no"
    bank = "The central bank held interest rates at 5.25%."
    assert verdict(bank, "Interest rates stayed at 5.25%.") == "yes"
    assert verdict(bank, "The central bank raised interest rates.") == "no"
    cafe = "The café broke even in its first year."
    assert verdict(cafe, "The café made neither a profit nor a loss in its first year.") == "yes"


def test_money_written_short_and_a_deal_not_yet_approved() -> None:
    context = (
        "Halden Foods has agreed to buy rival Brightmeal for £450 million. "
        "The deal still needs approval from the competition regulator. "
        "Brightmeal's founder, Tessa Crane, will leave the company once the takeover completes."
    )
    assert verdict(context, "The takeover is worth £450m.") == "yes"
    assert verdict(context, "The deal has already been approved by the regulator.") == "no"
    assert verdict(context, "Tessa Crane will stay on after the takeover.") == "no"
    assert verdict(context, "Brightmeal is being acquired by Halden Foods.") == "yes"
    assert verdict(context, "Halden Foods is being taken over by Brightmeal.") == "no"


def test_taking_over_from_someone_replaces_them() -> None:
    assert normalise("He took over from Smith as CEO.") == normalise("He replaced Smith as CEO.")


def test_fasting_is_not_eating_and_what_comes_with_a_thing_is_included() -> None:
    scan = "Patients should fast for eight hours before the scan."
    assert verdict(scan, "You shouldn't eat for eight hours before the scan.") == "yes"
    phone = "The phone does not come with a charger in the box."
    assert verdict(phone, "A charger is included with the phone.") == "no"


def test_a_rating_on_a_scale_is_a_closed_class() -> None:
    context = "Oakridge School was rated 'outstanding' by inspectors in 2022."
    assert verdict(context, "Oakridge was rated 'inadequate' in 2022.") == "no"


def test_people_on_foot_are_pedestrians_and_able_is_not_banned() -> None:
    context = (
        "The bridge will close to traffic. Pedestrians will be able to cross during the closure."
    )
    assert verdict(context, "Pedestrians are banned from the bridge during the closure.") == "no"
    assert verdict(context, "People on foot will be able to cross during the closure.") == "yes"


def test_a_figure_inside_a_bare_range_and_the_top_behind_an_apposition() -> None:
    context = (
        "Mount Kilimanjaro, in Tanzania, is the highest mountain in Africa. "
        "Most climbers take five to nine days to reach the summit and return."
    )
    assert (
        verdict(context, "Climbers usually take about seven days to reach the summit and return.")
        == "yes"
    )
    assert verdict(context, "Mount Kenya is taller than Mount Kilimanjaro.") == "no"


def test_a_claim_mixing_two_statements_that_each_say_something_else() -> None:
    medals = "The gold medal went to Sweden, and Norway took silver."
    assert verdict(medals, "Norway won the gold medal.") == "no"
    hosts = "Lisbon hosted the 2022 conference; Madrid hosts it in 2024."
    assert verdict(hosts, "The 2022 conference was held in Madrid.") == "no"
    # gathering what two statements say of one thing is no mix
    treasurer = (
        "Ahmed Khan, the club's treasurer, resigned in June; Lucy Grant replaced him in July."
    )
    assert verdict(treasurer, "Lucy Grant became treasurer in July.") == "yes"


def test_what_will_not_take_place_is_cancelled() -> None:
    context = "The festival will not take place this year."
    assert verdict(context, "The festival is cancelled this year.") == "yes"
    assert verdict(context, "The festival will take place this year.") == "no"


def test_a_duration_between_two_times_of_one_sentence() -> None:
    concert = "The concert starts at 8 pm and ends at 10:30 pm."
    assert verdict(concert, "The concert lasts two and a half hours.") == "yes"
    museum = "The museum opens at 9 a.m. and closes at 5 p.m. on weekdays."
    assert verdict(museum, "On weekdays the museum is open for eight hours.") == "yes"
    assert verdict(museum, "On weekdays the museum is open for ten hours.") != "yes"


def test_a_monthly_price_over_a_year_and_seconds_in_minutes() -> None:
    plan = "A premium plan at £3 a month adds syncing across devices."
    assert verdict(plan, "The premium plan costs £36 a year.") == "yes"
    assert verdict(plan, "The premium plan costs £50 a year.") == "no"
    restart = "The router then restarts, which takes about two minutes."
    assert verdict(restart, "The restart takes roughly 120 seconds.") == "yes"


def test_a_runner_runs_and_an_adverb_before_the_act() -> None:
    race = "The marathon starts at 9am. Runners must be at least 18 on race day."
    assert verdict(race, "A 16-year-old can run the marathon.") == "no"
    lab = (
        "Professor Amal Haddad discovered the enzyme in 2011 while working at Leiden University. "
        "Her former student, Jonas Meyer, later showed how it could be used to break down plastic."
    )
    assert verdict(lab, "Haddad showed the enzyme could break down plastic.") == "no"


def test_a_clock_time_is_in_its_part_of_the_day() -> None:
    context = "The marathon starts at 9am from Greenwich Park and finishes on The Mall."
    assert verdict(context, "The marathon starts in the afternoon.") == "no"
    assert verdict(context, "The marathon starts in the morning.") == "yes"


def test_a_place_written_right_after_a_name_is_its_slot() -> None:
    flights = (
        "Flight LX318 to Zurich is delayed by 45 minutes. "
        "Passengers for Geneva should go to gate C4."
    )
    assert verdict(flights, "Flight LX318 goes to Geneva.") == "no"
    assert verdict(flights, "Flight LX318 goes to Zurich.") == "yes"
    curie = "Marie Curie was born in Warsaw in 1867. In 1891 she moved to Paris."
    assert verdict(curie, "Marie Curie moved to Paris in 1891.") == "yes"


def test_what_it_does_not_cover_is_excluded_and_a_bound_met_nearby() -> None:
    warranty = "It does not cover damage caused by misuse, accidents or normal wear and tear."
    assert verdict(warranty, "Normal wear and tear is not covered.") == "yes"
    city = "The city's population grew from 410,000 in 2000 to 520,000 in 2020."
    assert verdict(city, "The city had over half a million people in 2020.") == "yes"
    assert verdict(city, "The city had over a million people in 2020.") != "yes"


def test_an_auxiliary_before_the_act_and_a_successor() -> None:
    orchestra = "Since 2019 it has been led by Tomas Varga, who replaced Helen Cho."
    assert verdict(orchestra, "Helen Cho has led the orchestra since 2019.") == "no"
    team = "Sara Lind coached the team to three titles before her assistant, Jonas Berg, took over in 2019."
    assert verdict(team, "Jonas Berg has coached the team since 2019.") == "yes"


def test_the_period_of_a_rate_is_no_figure_of_its_own() -> None:
    context = "The orchestra gives around 60 concerts a year."
    assert verdict(context, "The orchestra gives about five concerts a month.") == "yes"
    assert verdict(context, "The orchestra gives about twenty concerts a month.") == "no"


def test_everyday_verbs_for_dismissal_arrest_and_reaching_a_figure() -> None:
    assert (
        verdict(
            "Laura Kim sued her former employer for unfair dismissal.",
            "Laura Kim claimed she had been unfairly fired.",
        )
        == "yes"
    )
    assert (
        verdict("The suspect was arrested on Monday.", "Police detained the suspect on Monday.")
        == "yes"
    )
    debt = "The company's debt rose to $4 billion last year."
    assert verdict(debt, "The company's debt reached $4 billion.") == "yes"
    assert verdict(debt, "The company's debt reached $5 billion.") == "no"
