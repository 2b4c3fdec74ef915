"""The offline faithfulness judge on slots that word overlap cannot judge: closed classes,
bounds, proportions, frequencies, parts of a unit, which part of a sentence says what, and
what moved where. Each row has a look-alike that must not be caught."""

from __future__ import annotations

import pytest

from evalctl.judges.local.faithfulness import judge_claims
from evalctl.judges.local.paraphrase import normalise


def verdict(context: list[str], claim: str) -> str:
    return str(judge_claims(context, [claim])["verdicts"][0]["verdict"])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a member of a closed class in the slot the context fills with another
        (["The river flows north for 300 kilometres."], "The river flows south.", "no"),
        (["The river flows north for 300 kilometres."], "The river flows north.", "yes"),
        (
            ["The update fixes a bug in the login page.", "It was released on 4 June."],
            "The update was released in July.",
            "no",
        ),
        # inside the range: said ("unsure" until the range was read as holding its months)
        (["The pool is open from May to September."], "The pool is open in July.", "yes"),
        (["The pool is open from May to September."], "The pool is open in December.", "no"),
        (["The airport is north of the city."], "The airport is south of the city.", "no"),
        # a bound against a figure, and a bound against a bound
        (["The hotel has 120 rooms."], "The hotel has more than a hundred rooms.", "yes"),
        (["The hotel has 120 rooms."], "The hotel has more than 200 rooms.", "no"),
        (["The hotel has 120 rooms."], "The hotel has fewer than 100 rooms.", "no"),
        (["Returns are accepted within 30 days."], "Returns are accepted within 60 days.", "no"),
        (["The ride takes 25 minutes."], "The ride takes under half an hour.", "yes"),
        # a quantifier against the context's one proportion
        (
            ["Roughly a third of the 900 respondents work from home."],
            "Most respondents work from home.",
            "no",
        ),
        (["60% of the voters supported the plan."], "Most voters supported the plan.", "yes"),
        (["60% of the voters supported the plan."], "Few voters supported the plan.", "no"),
        (["The plan won 60% of the vote."], "The plan was the most popular option.", "unsure"),
    ],
)
def test_a_slot_is_compared_by_its_value(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("written", "normalised"),
    [
        ("twice daily", "every 0.5 days"),
        ("two times a day", "every 0.5 days"),
        ("once a day", "every 1 days"),
        ("three times a year", "every 120 days"),
        ("half a kilometre", "500 metres"),
        ("a quarter of a kilogram", "250 grams"),
        ("three-quarters of an hour", "45 minutes"),
        ("at a single hospital", "at 1 hospital"),
    ],
)
def test_frequencies_and_parts_of_a_unit_are_brought_to_one_scale(
    written: str, normalised: str
) -> None:
    assert normalise(written) == normalised


def test_a_frequency_differs_from_another_however_it_is_worded() -> None:
    context = ["The medication should be taken twice daily with meals."]
    assert verdict(context, "The medicine should be taken once a day.") == "no"
    assert verdict(context, "Patients take the drug two times a day when they eat.") == "yes"


def test_each_part_of_a_sentence_binds_its_own_figure_and_subject() -> None:
    curie = ["Marie Curie won the Nobel Prize in Physics in 1903 and in Chemistry in 1911."]
    assert verdict(curie, "Marie Curie won the Nobel Prize in Chemistry in 1903.") == "no"
    assert verdict(curie, "Marie Curie won the Nobel Prize in Chemistry in 1911.") == "yes"
    pets = ["The cat is asleep on the sofa, and the dog is in the garden."]
    assert verdict(pets, "The dog is sleeping on the sofa.") == "no"
    assert verdict(pets, "The cat is sleeping on the couch.") == "yes"
    # a part about the sentence's own subject ("restored it") is not another subject's
    mural = ["Sophie Martin painted the mural, and her student Leo Dubois restored it in 2010."]
    assert verdict(mural, "The mural was restored in 2010.") == "yes"


def test_a_direction_belongs_to_what_moved() -> None:
    context = ["The company's revenue fell by 12% in 2023, while its operating costs rose."]
    assert verdict(context, "The company's costs went down in 2023.") == "no"
    assert verdict(context, "Sales dropped in 2023.") == "yes"
    assert verdict(["The landlord increased the rent."], "The landlord lowered the rent.") == "no"


def test_what_the_claim_says_its_subject_is_must_be_said() -> None:
    context = ["Anna Schmidt is the team's goalkeeper; her sister Lena plays as a striker."]
    assert verdict(context, "Anna Schmidt is the team captain.") == "unsure"
    assert verdict(context, "Anna Schmidt is the team's goalkeeper.") == "yes"


def test_a_negation_in_another_clause_does_not_negate_the_claims() -> None:
    context = [
        "The warranty covers manufacturing defects for two years but does not cover "
        "accidental damage."
    ]
    assert verdict(context, "Factory faults are covered for 24 months.") == "yes"
    assert verdict(context, "The warranty covers accidental damage.") == "no"


def test_what_was_moved_is_no_longer_where_it_was() -> None:
    context = ["The meeting was moved from Tuesday to Thursday."]
    assert verdict(context, "The meeting will take place on Tuesday.") == "no"
    assert verdict(context, "The meeting was originally on Tuesday.") != "no"
    assert verdict(context, "The meeting will take place on Thursday.") != "no"


def test_a_rule_for_every_weekend_holds_for_saturday() -> None:
    context = ["The bakery opens at 7 am on weekdays and at 9 am on weekends."]
    assert verdict(context, "On Saturdays the bakery opens at 9 am.") == "yes"


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # opening hours are when it opens and when it closes
        (["The gym is open from 6 am to 11 pm on weekdays."], "The gym closes at 11 pm.", "yes"),
        (["The gym is open from 6 am to 11 pm on weekdays."], "The gym closes at 10 pm.", "no"),
        # a figure inside the context's range, or outside it
        (["Beans are roasted between 180 and 240 °C."], "Beans are roasted at 200 °C.", "yes"),
        (["Beans are roasted between 180 and 240 °C."], "Beans are roasted at 300 °C.", "no"),
        # a bound the context sets, met or not
        (["Applicants must be at least 18 years old."], "You can apply at 16.", "no"),
        (["Applicants must be at least 18 years old."], "You can apply at 21.", "yes"),
        (
            ["Orders over 50 dollars ship free."],
            "The shop opened at 9.",
            "unsure",
        ),
        # a figure the context gives for another time
        (
            ["The fair drew 50,000 visitors, fewer than the 70,000 who came last year."],
            "The fair drew 70,000 visitors this year.",
            "no",
        ),
        (
            ["Staff may carry over five days into the next year."],
            "Staff may carry over five days into the following year.",
            "yes",
        ),
        # a list shares its place word
        (
            ["The firm is based in Oslo and has offices in Bergen and Stockholm."],
            "The firm has an office in Stockholm.",
            "yes",
        ),
        # what the clause it matches forbids, and a sentence that also allows
        (
            ["Fans may bring one small bag; large backpacks are not permitted in the stadium."],
            "Fans can bring a large backpack into the stadium.",
            "no",
        ),
        (
            ["Smoking is banned inside the building but permitted in the courtyard."],
            "People may smoke in the courtyard.",
            "yes",
        ),
        # the verb a noun is made from, and a role said with "as a": a position is one of a
        # closed class, so another position contradicts the context's
        (["The festival attracted 50,000 visitors."], "50,000 people visited the festival.", "yes"),
        (
            ["Maria, the goalkeeper, was named player of the year."],
            "Maria plays as a striker.",
            "no",
        ),
        (
            ["Maria, the goalkeeper, was named player of the year."],
            "Maria plays as a goalkeeper.",
            "yes",
        ),
        # everyday wording of a state or a cause
        (
            ["The painting was stolen and has never been recovered."],
            "The painting is still missing.",
            "yes",
        ),
        (
            ["The painting was stolen and has never been recovered."],
            "The painting was found.",
            "no",  # never recovered: not found either
        ),
        (
            ["The first iPhone was released by Apple in 2007."],
            "Apple launched the first iPhone in 2007.",
            "yes",
        ),
        (
            ["The test failed because the samples were contaminated."],
            "Contaminated samples caused the test to fail.",
            "yes",
        ),
        (
            ["The test failed because the samples were contaminated."],
            "The samples were clean.",
            "no",
        ),
        (["The conductor retired last year."], "The conductor still conducts the orchestra.", "no"),
        (
            ["The flight was delayed by three hours because of fog."],
            "Fog caused a three-hour delay.",
            "yes",
        ),
    ],
)
def test_a_claim_is_read_as_a_reader_would(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


WITNESS = ["The witness, Carlos Mendes, saw the driver, Nina Park, run the red light."]
BOARD = [
    "The board appointed Ines Duarte as CEO in January, replacing Mark Ellis, who became chairman."
]
ORCHESTRA = [
    "The orchestra's conductor, Yuki Tanaka, retired last year; the lead violinist, "
    "Omar Haddad, replaced her."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a role the context gives someone else, however it gives it
        (WITNESS, "Nina Park was the witness.", "no"),
        (WITNESS, "Carlos Mendes was driving the car.", "no"),
        (WITNESS, "Nina Park ran a red light.", "yes"),
        (BOARD, "Mark Ellis is now the CEO.", "no"),
        (BOARD, "Ines Duarte became chief executive in January.", "yes"),
        (ORCHESTRA, "Omar Haddad is now the orchestra's conductor.", "yes"),  # replaced her
        # an act the sentence gives, in another part, to another person or place
        (
            ["Hannah Lee founded the bakery, and her partner, Tom Ruiz, manages its finances."],
            "Hannah Lee manages the bakery's finances.",
            "no",
        ),
        (
            ["Hannah Lee founded the bakery and manages its finances."],
            "Hannah Lee manages the bakery's finances.",
            "yes",
        ),
        (
            ["The ferry leaves Harwich at 10:15 and arrives in Hook of Holland at 17:45."],
            "The ferry departs from Hook of Holland at 10:15.",
            "no",
        ),
        # a share the sentence gives to another slot; an ellipsis that does not
        (
            ["The charity spent 85% of its income on programmes and 15% on administration."],
            "The charity spent 85% of its income on administration.",
            "no",
        ),
        (
            ["The charity spent 85% of its income on programmes and 15% on administration."],
            "The charity spent 15% of its income on administration.",
            "yes",
        ),
        (
            ["Anna ran 5 km on Monday, and 10 km on Tuesday."],
            "Anna ran 10 km on Tuesday.",
            "yes",
        ),
        # "cannot" is a negation after normalise writes it "unable"
        (["The lease can be renewed once."], "The lease cannot be renewed.", "no"),
        # a part of a percent, and what a plea or a block rules out
        (
            ["The fund charges an annual fee of 0.75% of assets."],
            "Each year the fund takes three-quarters of a percent of assets as a fee.",
            "yes",
        ),
        (["The defendant pleaded guilty to fraud."], "The accused admitted the fraud.", "yes"),
        (["The defendant pleaded guilty to fraud."], "The defendant denied the fraud.", "no"),
        (["The merger was blocked by regulators."], "The merger went ahead.", "no"),
    ],
)
def test_who_holds_a_role_or_does_an_act(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


LEAVE = ["Employees accrue 1.5 days of annual leave for each month worked."]
PRIZE = ["Rivera's novel was shortlisted for the prize but did not win; the award went to Chen."]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a rate over another period, and a count that is a count
        (LEAVE, "Staff earn 18 days of holiday a year.", "yes"),
        (LEAVE, "Staff earn 24 days of holiday a year.", "no"),
        (LEAVE, "Staff earn one day of leave per month.", "no"),
        # a year dated to another act of the same sentence
        (
            ["The castle was built in the 12th century and rebuilt after a fire in 1850."],
            "The castle was built in 1850.",
            "no",
        ),
        (
            ["The castle was built in the 12th century and rebuilt after a fire in 1850."],
            "The castle was rebuilt in 1850.",
            "yes",
        ),
        # a role owned by someone ("Jonas Berg's assistant"), an act done "by the Senate"
        (
            ["Sara Lind coached the team before her assistant, Jonas Berg, took over in 2019."],
            "Sara Lind was Jonas Berg's assistant.",
            "no",
        ),
        (
            ["The bill passed the House but was rejected by the Senate."],
            "The House rejected the bill.",
            "no",
        ),
        (
            ["The bill passed the House but was rejected by the Senate."],
            "The bill became law.",
            "no",
        ),
        # the clause that says the claim's act, in the claim's person's own statement
        (PRIZE, "Rivera won the prize.", "no"),
        (PRIZE, "Chen won the award.", "yes"),
        # a denial joined by "and never" is its own clause
        (
            ["The app stores photos locally and never uploads them to the cloud."],
            "Your photos stay on your device.",
            "yes",
        ),
        (
            ["The app stores photos locally and never uploads them to the cloud."],
            "Photos are backed up to the cloud.",
            "no",
        ),
        (
            ["The dose is 500 mg every six hours, not exceeding 4 g in 24 hours."],
            "Adults can take up to four grams in 24 hours.",
            "yes",
        ),
        (
            ["The restaurant was awarded a Michelin star last year."],
            "The restaurant lost its Michelin star last year.",
            "no",
        ),
        (
            ["The course is taught entirely online."],
            "The course is taught in person.",
            "no",
        ),
    ],
)
def test_rates_acts_and_clauses(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("written", "normalised"),
    [
        ("the 12th century", "the 1100s"),
        ("it took a year", "it take 365 days"),
        ("half the fare", "50 % of the fare"),
        ("the full fare", "100 % of the fare"),
        ("one day of leave", "1 days of holiday"),
    ],
)
def test_centuries_durations_and_shares_are_written_as_figures(
    written: str, normalised: str
) -> None:
    assert normalise(written) == normalised


TRANSLATION = [
    "Alice Moreau translated the book into French; the original was written in Spanish by "
    "Luis Vega."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a figure the context gives to another word, which has its own
        (
            ["The dentist recommends brushing twice a day and flossing once a day."],
            "The dentist recommends flossing twice a day.",
            "no",
        ),
        (
            ["The dentist recommends brushing twice a day and flossing once a day."],
            "You should floss daily.",
            "yes",
        ),
        (
            ["The film grossed $300 million on a budget of $80 million."],
            "The film's budget was $300 million.",
            "no",
        ),
        # a bound implied by a stronger bound; a decade; a figure converted between units
        (
            ["The company now employs over 180,000 people."],
            "The company has more than 100,000 employees.",
            "yes",
        ),
        (["The company was founded in 1998."], "The company was founded in the late 1990s.", "yes"),
        (["The company was founded in 1998."], "The company was founded in the early 1990s.", "no"),
        (["The company was founded in 1995."], "The company was founded in 2001.", "no"),
        (["The town is 10 km away."], "The town is 10 miles away.", "no"),
        (["A marathon is 42.195 km long."], "A marathon is 26.2 miles long.", "yes"),
        # the act's agent a few words before "by", named by a word only its part has
        (TRANSLATION, "Alice Moreau wrote the original book.", "no"),
        (TRANSLATION, "The book was originally written in French.", "no"),
        (TRANSLATION, "Luis Vega wrote the book in Spanish.", "yes"),
        # a rule for weekdays holds for Wednesday
        (
            ["The pharmacy is open 24 hours on weekdays but closes at 6 pm on Sundays."],
            "The pharmacy is open all night on Wednesdays.",
            "yes",
        ),
        # an obligation where the context allows; a cause the context does not name
        (
            ["The policy lets employees work from home up to three days a week."],
            "Staff must work from home three days a week.",
            "no",
        ),
        (
            ["The company recalled 50,000 cars because of a faulty brake sensor."],
            "The recall was caused by a faulty airbag.",
            "no",
        ),
        (
            ["The flight was delayed by three hours because of fog."],
            "Fog caused a three-hour delay.",
            "yes",
        ),
        (
            ["The warranty is void if the device is opened."],
            "The warranty is valid if the device is opened.",
            "no",
        ),
        (
            ["The study found no link between coffee and heart disease."],
            "The study found that coffee causes heart disease.",
            "no",
        ),
    ],
)
def test_figures_agents_and_rules_found_where_the_context_puts_them(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


WARRANTY = [
    "The battery is covered by a five-year warranty; other parts are covered for two years."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # each part's own subject binds its own figure; an ellipsis has no subject of its own
        (WARRANTY, "Other parts are covered for five years.", "no"),
        (WARRANTY, "The battery is covered for two years.", "no"),
        (WARRANTY, "The battery has a five-year guarantee.", "yes"),
        (
            ["The museum was founded in 1902 and moved to its current building in 1960."],
            "The museum has been in its current building since 1960.",
            "yes",
        ),
        # the clause a claim's words tie with: the opposite of the later word in dispute
        (
            ["The museum's new wing, designed by Keiko Sato, opened to the public in 2023."],
            "The new wing is closed to the public.",
            "no",
        ),
        # a comparison implied by a stronger bound; a rule's limit compared as it stands
        (
            ["The concert sold out within 20 minutes."],
            "The concert sold out in under half an hour.",
            "yes",
        ),
        (["Returns are accepted within 30 days."], "Returns are accepted within 60 days.", "no"),
        # a figure bound to the word after "of"; a part of a year in months
        (
            ["The recipe takes 40 minutes, including 15 minutes of preparation."],
            "Preparation takes a quarter of an hour.",
            "yes",
        ),
        (
            ["Participants lost an average of 4 kg over six months."],
            "Participants lost about four kilos in half a year.",
            "yes",
        ),
        # an act said with a short irregular verb; its converse is no new act
        (
            ["Amira Haddad founded the start-up in Cairo."],
            "Amira Haddad sold the start-up.",
            "unsure",
        ),
        (
            ["Mr. Singh sold the house to the Parkers."],
            "The Parkers bought the house from Mr. Singh.",
            "yes",
        ),
        # a resignation rules out re-election; "highest" against "lowest"
        (["The mayor resigned in May."], "The mayor was re-elected in May.", "no"),
        (
            ["Unemployment fell to 4.2%, its lowest level in a decade."],
            "Unemployment reached its highest level in ten years.",
            "no",
        ),
        (["Unemployment fell to 4.2% in March."], "In March the jobless rate was 4.2%.", "yes"),
    ],
)
def test_subjects_limits_and_acts_read_in_their_own_part(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


def test_only_in_another_statement_of_the_sentence_limits_that_statement() -> None:
    context = ["The ferry runs only in summer; in winter, visitors must take a small plane."]
    assert verdict(context, "In winter the island can only be reached by plane.") != "no"
    assert verdict(context, "The ferry runs in winter.") == "no"


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an agent after "by" and words between ("taken by her colleague, Paul Becker")
        (
            [
                "Nadia Rahman chaired the meeting; the minutes were taken by her colleague, Paul Becker."
            ],
            "Nadia Rahman took the minutes.",
            "no",
        ),
        (
            [
                "Nadia Rahman chaired the meeting; the minutes were taken by her colleague, Paul Becker."
            ],
            "Paul Becker took the minutes.",
            "yes",
        ),
        # "unless" is a condition's negation, in a clause of its own
        (
            ["The landlord must return the deposit within ten days, unless there is damage."],
            "If there is no damage, the deposit is returned within ten days.",
            "yes",
        ),
        (["The museum is open daily unless it rains."], "The museum is open daily.", "yes"),
        # a resignation rules out "still the treasurer"; full against partial
        (
            ["Ahmed Khan, the club's treasurer, resigned in June."],
            "Ahmed Khan is still the treasurer.",
            "no",
        ),
        (
            ["Passengers were offered a full refund."],
            "Passengers were given a partial refund.",
            "no",
        ),
        # "every other year" is every two years
        (
            ["The festival takes place every two years."],
            "The festival is held every other year.",
            "yes",
        ),
        (["The festival takes place every two years."], "The festival is held every year.", "no"),
        # a cause the context never names is not supported
        (
            ["The bridge was closed for repairs on Monday."],
            "The bridge was closed because of a storm.",
            "unsure",
        ),
        (
            ["The bridge was closed on Monday because of a storm."],
            "The bridge was closed because of a storm.",
            "yes",
        ),
    ],
)
def test_agents_conditions_states_and_causes(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


TICKETS = ["Tickets cost €12 for adults and €6 for children under 14."]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a figure given "for" someone, moved to someone the context gives another for
        (TICKETS, "Children's tickets cost €12.", "no"),
        (TICKETS, "Adult tickets cost €6.", "no"),
        (TICKETS, "Adult tickets cost twelve euros.", "yes"),
        # a sentence that says both ways of a thing ("grew ... but fell ...")
        (
            ["Exports grew by 3% in the first quarter but fell by 2% in the second."],
            "Exports fell by 2% in the second quarter.",
            "yes",
        ),
        (
            ["The company's revenue fell, while its operating costs rose."],
            "The company's costs went down.",
            "no",
        ),
        # a difference of the context's figures, said as what was before
        (
            ["The hospital's new wing adds 200 beds, bringing the total to 850."],
            "The hospital had 650 beds before the new wing.",
            "yes",
        ),
        # "only" after what it limits
        (
            ["The bakery sells sourdough on weekends only."],
            "You can buy sourdough at the bakery on a Tuesday.",
            "no",
        ),
        (
            ["The bakery sells sourdough on weekends only."],
            "The bakery sells sourdough on Sundays.",
            "yes",
        ),
        # "born" is an act the context must say
        (
            ["The author lived in Paris before settling in Lisbon."],
            "The author was born in Lisbon.",
            "unsure",
        ),
        # "will be held" is "takes place"
        (
            ["Interviews will be held in the second week of May."],
            "Interviews will take place in April.",
            "no",
        ),
    ],
)
def test_beneficiaries_directions_limits_and_acts(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # comparatives and superlatives of opposite adjectives
        (["The new model is lighter than the old one."], "The new model is heavier.", "no"),
        (["The new model is lighter than the old one."], "The new model is lighter.", "yes"),
        (["The lake is shallow near the northern shore."], "The lake is deep there.", "no"),
        (["The east wing is the oldest part."], "The east wing is the newest part.", "no"),
        # a negated word and its opposite agree
        (
            ["The mayor did not attend the ceremony."],
            "The mayor was absent from the ceremony.",
            "yes",
        ),
        (["The mayor attended the ceremony."], "The mayor was absent from the ceremony.", "no"),
        # what a reported state rules out
        (["The shop closed permanently in 2019."], "The shop is still open.", "no"),
        (["The shop closed for the holidays in 2019."], "The shop is still open.", "unsure"),
        (["The singer died in 1977."], "The singer is touring this year.", "no"),
        (["The singer died in 1977."], "The singer is being honoured this year.", "unsure"),
        (["The flight was cancelled because of fog."], "The flight departed on time.", "no"),
        (["The bridge is no longer open to cars."], "Cars can still use the bridge.", "no"),
        (["None of the passengers were injured."], "Some passengers were hurt.", "no"),
        # a figure counts the word after it
        (["The building has 14 floors and 2 basements."], "The building has 2 floors.", "no"),
        (["The building has 14 floors and 2 basements."], "The building has 2 basements.", "yes"),
        (["The firm employs 4,500 people."], "The firm has 12,000 employees.", "no"),
        (["The firm employs 4,500 people."], "The firm has 4,500 employees.", "yes"),
        # a singular is the concept its plural is
        (
            ["Tickets cost 15 euros for adults and 8 for students."],
            "Student tickets cost 15 euros.",
            "no",
        ),
        # "found not guilty" is an acquittal
        (["The defendant was acquitted."], "The defendant was found not guilty.", "yes"),
        (["The defendant was acquitted."], "The defendant was found guilty.", "no"),
        # another place is a rival only for the same act
        (["The author was born in Dublin."], "The author studied in London.", "unsure"),
        (["The author was born in Dublin."], "The author was born in London.", "no"),
        (["The summit is in Tanzania."], "The summit is located in Kenya.", "no"),
    ],
)
def test_opposites_states_and_counts_from_fresh_claims(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an inflected word meets its opposite whatever the stemmer leaves of it
        (["The river level is rising."], "The river level is falling.", "no"),
        (["The river level is rising."], "The river level is rising fast.", "yes"),
        (["The company is privately owned."], "The company is publicly owned.", "no"),
        (["The shop's profits doubled last year."], "The shop's profits halved last year.", "no"),
        # two names the context relates the other way round
        (["Kyoto was the capital before Tokyo."], "Tokyo was the capital before Kyoto.", "no"),
        (["Coach Ramos replaced Coach Liu in 2021."], "Coach Liu replaced Coach Ramos.", "no"),
        (["Coach Ramos replaced Coach Liu in 2021."], "Coach Ramos replaced Coach Liu.", "yes"),
        (["Anna met Tom in Lisbon."], "Tom met Anna in Lisbon.", "yes"),
        (
            ["Professor Adeyemi teaches biology, and Professor Kowalski teaches chemistry."],
            "Chemistry is taught by Professor Kowalski.",
            "yes",
        ),
        # what a reported state rules out
        (["The match was postponed until next week."], "The match was played yesterday.", "no"),
        (["The patient made a full recovery."], "The patient is still ill.", "no"),
        (["The law was repealed in 2010."], "The law is still in force.", "no"),
        (
            ["The road has been closed since the landslide."],
            "Traffic is flowing on the road.",
            "no",
        ),
        # "cleared" is an acquittal only when someone is cleared of something
        (["Regulators approved the merger."], "Regulators cleared the merger.", "unsure"),
        (["The driver was acquitted."], "The driver was cleared of all charges.", "yes"),
        # a count of what the sentence lists
        (["Sofia speaks Spanish, English and Portuguese."], "Sofia speaks three languages.", "yes"),
        (
            ["Sofia speaks Spanish, English and Portuguese."],
            "Sofia speaks four languages.",
            "unsure",
        ),
        (["The recipe needs 3 eggs, flour and sugar."], "The recipe needs 2 eggs.", "no"),
        # a kind of what the context names, and another object of the same verb
        (["She flew to Rome on Monday."], "She travelled to Rome on Monday.", "yes"),
        (["They grow wheat and barley on the farm."], "They grow cereals on the farm.", "yes"),
        (["The orchard grows apples and pears."], "The orchard grows fruit.", "yes"),
        (["The bakery sells bread and pastries."], "The bakery sells coffee.", "unsure"),
        (["The bakery sells bread and pastries."], "The bakery sells bread.", "yes"),
        (["The tower is 330 metres tall."], "The tower is 330 m high.", "yes"),
    ],
)
def test_order_kinds_lists_and_objects_from_fresh_claims(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a doubled consonant before "-ing" or "-ed" is the word's stem
        (["The lease prohibits subletting."], "The lease prohibits sublet rooms.", "yes"),
        # more opposites, and states that rule claims out
        (["The test results were negative."], "The test results were positive.", "no"),
        (["The water in the bay is calm."], "The water in the bay is rough.", "no"),
        (["The factory was shut down in 2015."], "The factory still employs 300 people.", "no"),
        (["The species was declared extinct."], "The species can still be seen in the wild.", "no"),
        (["The couple divorced in 2001."], "The couple are still married.", "no"),
        (["The author never married."], "The author was married twice.", "no"),
        (["The author never married."], "The author had no children.", "unsure"),
        (
            ["The museum moved to a new building."],
            "The museum is still in its original building.",
            "no",
        ),
        (
            ["No injuries were reported after the storm."],
            "Several people were injured in the storm.",
            "no",
        ),
        (["No injuries were reported after the storm."], "Nobody was injured in the storm.", "yes"),
        (["The castle is not open to the public."], "Visitors can tour the castle.", "no"),
        (
            ["The medicine is not available without a prescription."],
            "You can buy the medicine without a prescription.",
            "no",
        ),
        # two things an order word relates, swapped
        (
            ["Ali trained as a nurse before becoming a doctor."],
            "Ali trained as a doctor before becoming a nurse.",
            "no",
        ),
        (
            ["Ali trained as a nurse before becoming a doctor."],
            "Ali trained as a nurse before becoming a doctor.",
            "yes",
        ),
        # who beat whom settles who won
        (["The Lions beat the Tigers 3-1 in the final."], "The Tigers won the final.", "no"),
        (["The Lions beat the Tigers 3-1 in the final."], "The Lions won the final.", "yes"),
        (["The Lions beat the Tigers 3-1 in the final."], "The Lions lost the final.", "no"),
        # a ratio of two counts
        (
            ["The school has 30 teachers and 600 pupils."],
            "There are 20 pupils for every teacher.",
            "yes",
        ),
        (
            ["The school has 30 teachers and 600 pupils."],
            "There are 30 pupils for every teacher.",
            "no",
        ),
        # everyday words for a term
        (
            ["The patient tested positive for influenza."],
            "The patient tested positive for flu.",
            "yes",
        ),
        (
            ["The village has a population of about 800."],
            "About 800 people live in the village.",
            "yes",
        ),
    ],
)
def test_states_order_and_ratios_from_a_third_batch(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a word's opposite counts as the word when finding the sentence a claim is about
        (["The trail is steep and difficult."], "The trail is flat and easy.", "no"),
        (["The room was crowded."], "The room was empty.", "no"),
        (["The plant needs bright indirect light."], "The plant needs direct sunlight.", "no"),
        (["The trail is steep and difficult."], "The trail is popular with families.", "unsure"),
        # a figure is a rival only where the context speaks of what the claim does
        (["The trial lasted three weeks."], "The jury deliberated for two days.", "unsure"),
        (["The trial lasted three weeks."], "The trial lasted two days.", "no"),
        # states that rule claims out
        (["The bridge collapsed in 2018."], "Cars cross the bridge every day.", "no"),
        (["The singer cancelled the tour."], "The singer completed the tour.", "no"),
        (["The restaurant closed in March."], "The restaurant is serving dinner tonight.", "no"),
        (
            ["The restaurant is closed on Mondays."],
            "The restaurant is serving dinner tonight.",
            "unsure",
        ),
        (["The patient was pronounced dead at the scene."], "The patient recovered.", "no"),
        # opposites and everyday words for legal and financial terms
        (["The minister denied the allegations."], "The minister admitted the allegations.", "no"),
        (["The defendant was found innocent."], "The defendant was found guilty.", "no"),
        (
            ["The owner defaulted on the mortgage."],
            "The owner stopped paying the mortgage.",
            "yes",
        ),
        (
            ["The company declared insolvency in May."],
            "In May the company could not pay its debts.",
            "yes",
        ),
        (["The conviction was quashed."], "The conviction was overturned.", "yes"),
        # a phrase the context gives someone else, the person's own statement filling the slot
        (
            ["The award for best actor went to Omar Haddad; Lena Fischer won best director."],
            "Lena Fischer won best actor.",
            "no",
        ),
        (
            ["The award for best actor went to Omar Haddad; Lena Fischer won best director."],
            "Lena Fischer won best director.",
            "yes",
        ),
    ],
)
def test_opposites_find_their_sentence_and_slots_bind_their_person(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a share given as counts
        (["Only 3 of the 40 students failed the exam."], "Most students failed the exam.", "no"),
        (["Only 3 of the 40 students failed the exam."], "Few students failed the exam.", "yes"),
        # a claim that sets two opposites against each other is not contradicted by one
        (
            ["The new model is cheaper than the previous one."],
            "The new model costs less than the old one.",
            "yes",
        ),
        (
            ["The new phone has a larger battery."],
            "The new phone is cheaper than the old one.",
            "unsure",
        ),
        # opposites and states
        (["The exam results improved this year."], "The exam results got worse this year.", "no"),
        (["The meeting was brief."], "The meeting was long.", "no"),
        (["The ship sank on its first voyage."], "The ship completed many voyages.", "no"),
        (["The company went bankrupt in 2008."], "The company is still profitable today.", "no"),
        # another object of the same verb, before a closing time; an agent never named
        (["The team won the league in 2015."], "The team won the cup in 2015.", "unsure"),
        (["The team won the league in 2015."], "The team won the league in 2015.", "yes"),
        (["The dog was found in the park."], "The dog was found by a child.", "unsure"),
        (["The dog was found in the park by a child."], "The dog was found by a child.", "yes"),
        (
            ["The report is due by the end of the year."],
            "The report is due by the end of the year.",
            "yes",
        ),
        # a count of two of a kind, and kinds
        (["He owns a terrier and a spaniel."], "He owns two dogs.", "yes"),
        (["He owns a terrier and a cat."], "He owns two dogs.", "unsure"),
        (["The museum displays oil paintings and sculptures."], "The museum displays art.", "yes"),
        # "May" inside a sentence is the month
        (["Prices rose by 4% in April and 2% in May."], "Prices rose by 4% in May.", "no"),
        (["Prices rose by 4% in April and 2% in May."], "Prices rose by 2% in May.", "yes"),
        # everyday words for a term
        (
            ["The treaty was ratified by all member states."],
            "All member states formally approved the treaty.",
            "yes",
        ),
        (["The firm reported record profits."], "The firm's profits were the highest ever.", "yes"),
    ],
)
def test_shares_objects_and_kinds_from_a_fifth_batch(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a contracted negation negates ("doesn't" has no word boundary before "n't")
        (["Parking is free after 7 pm."], "You don't have to pay for parking after 7 pm.", "yes"),
        (["Parking is free after 7 pm."], "You have to pay for parking after 7 pm.", "no"),
        (["The update is free for all existing users."], "Existing users must pay for it.", "no"),
        # free for whom: the clause that says "free" for the claim's people
        (
            ["Tickets cost $25 for adults and are free for children under 12."],
            "Children under 12 get in free.",
            "yes",
        ),
        (["Tickets cost $25 for adults and are free for children."], "Adults get in free.", "no"),
        # a place's adjective is the place; a place named only as a neighbour is not where it is
        (
            ["It is located in Tanzania, near the border with Kenya."],
            "It is near the Kenyan border.",
            "yes",
        ),
        (["It is located in Tanzania, near the border with Kenya."], "It is in Kenya.", "no"),
        (["It is located in Tanzania, near the border with Kenya."], "It is in Tanzania.", "yes"),
        # "who voted against" speaks of the person named before it
        (
            ["Council member Ortiz, who voted against the plan, said it would hurt shops."],
            "Ortiz supported the plan.",
            "no",
        ),
        (
            ["Council member Ortiz, who voted against the plan, said it would hurt shops."],
            "Ortiz opposed the plan.",
            "yes",
        ),
        # parts of a kitchen measure; "no more than" is "up to"
        (["Add half a cup of milk."], "Add 0.5 cups of milk.", "yes"),
        (["Add half a cup of milk."], "Add 2 cups of milk.", "no"),
        (
            [
                "E-books are lent for up to 21 days.",
                "Members may borrow no more than five at a time.",
            ],
            "Members can borrow up to five at once.",
            "yes",
        ),
        # what cannot happen; a first time; the ordinal is not the unit
        (
            ["Late returns are not possible because loans expire automatically."],
            "Late returns are charged a fine.",
            "no",
        ),
        (
            ["Late returns are not possible because loans expire automatically."],
            "Late returns are impossible.",
            "yes",
        ),
        (["It was Fischer's first marathon victory."], "Fischer had won marathons before.", "no"),
        (["It was Fischer's first marathon victory."], "Fischer won a marathon.", "yes"),
        (["She finished 40 seconds ahead of Grace Mutua."], "Mutua finished second.", "unsure"),
        # a season's ends; the other occasion is no rival
        (["The exhibit runs from June 1 to September 30."], "The exhibit opens in July.", "no"),
        (
            ["The exhibit runs from June 1 to September 30."],
            "The exhibit closes at the end of September.",
            "yes",
        ),
        (
            ["The exhibit runs from June 1 to September 30."],
            "The exhibit is open in August.",
            "yes",
        ),
        (
            ["Lena Fischer won the marathon.", "She beat Grace Mutua, last year's champion."],
            "Mutua won the marathon last year.",
            "yes",
        ),
        (
            ["Lena Fischer won the marathon.", "She beat Grace Mutua, last year's champion."],
            "Mutua won the marathon.",
            "no",
        ),
        # a superlative said as "none is more"; synonyms; how long it takes
        (
            ["Kilimanjaro is the highest mountain in Africa."],
            "No mountain in Africa is taller than Kilimanjaro.",
            "yes",
        ),
        (
            ["Kilimanjaro is the highest mountain in Africa."],
            "No mountain in Africa is taller than Kenya's Mount Kenya.",
            "no",
        ),
        (
            ["Her team performed 1,200 heart surgeries."],
            "Her team carried out over 1,000 heart operations.",
            "yes",
        ),
        (
            ["The company said it would cut 300 jobs."],
            "The company plans to hire 300 workers.",
            "no",
        ),
        (
            ["Construction is expected to take three months."],
            "Construction should be finished in about three months.",
            "yes",
        ),
        (
            ["Construction is expected to take three months."],
            "Construction should be finished in a week.",
            "no",
        ),
    ],
)
def test_places_seasons_and_negations_from_a_sixth_batch(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # opposites: written/verbal, retired/fired, loves/dislikes
        (["The tenant must give 60 days' written notice."], "A verbal notice is enough.", "no"),
        (["The tenant must give 60 days' written notice."], "Notice must be in writing.", "yes"),
        (["She replaced Tom Berg, who retired last year."], "Berg was fired.", "no"),
        (["He is afraid of thunder but loves children."], "He dislikes children.", "no"),
        (["He is afraid of thunder but loves children."], "He is scared of thunder.", "yes"),
        # a full name's first word is the same person; "succeeded" someone replaced them
        (
            ["Priya Nair was appointed CFO in January.", "She replaced Thomas Berg."],
            "Nair succeeded Berg as CFO.",
            "yes",
        ),
        (["The experiment succeeded on the third try."], "The experiment failed.", "no"),
        # vague counts against figures
        (
            ["A colony has up to 60,000 bees, but only one queen."],
            "Colonies have several queens.",
            "no",
        ),
        (
            ["A colony has up to 60,000 bees, but only one queen."],
            "A colony has a single queen.",
            "yes",
        ),
        (
            ["Worker bees live for about six weeks in summer."],
            "Worker bees live for several years.",
            "no",
        ),
        (
            ["Worker bees live for about six weeks in summer."],
            "Worker bees live for several weeks.",
            "yes",
        ),
        # frequencies per hour; a range's first time is the act's, not another word's figure
        (
            ["It departs every 30 minutes between 6 a.m. and 9 p.m."],
            "It leaves twice an hour.",
            "yes",
        ),
        (
            ["It departs every 30 minutes between 6 a.m. and 9 p.m."],
            "It leaves once an hour.",
            "no",
        ),
        (
            ["Trains depart every 30 minutes between 6 a.m. and 9 p.m."],
            "The first train leaves at 6 a.m.",
            "yes",
        ),
        # another kind of the same head; an age either way; a class of school subjects
        (["A second-class ticket costs €45."], "First-class tickets cost €90.", "unsure"),
        (["A second-class ticket costs €45."], "Second-class tickets cost €90.", "no"),
        (["Biscuit is a three-year-old beagle."], "Biscuit is five years old.", "no"),
        (["Biscuit is a three-year-old beagle."], "Biscuit is 3 years old.", "yes"),
        (["The team is coached by physics teacher Dana Kim."], "Dana Kim teaches chemistry.", "no"),
        # power for homes; a legal team appeals; an occasion the context never names
        (
            ["It produces enough electricity for about 90,000 homes."],
            "It powers 90,000 households.",
            "yes",
        ),
        (
            ["His lawyer said they would appeal the verdict."],
            "His legal team will challenge the ruling.",
            "yes",
        ),
        (
            ["The team won the state title.", "They will compete at the national finals in June."],
            "The team won the national finals last year.",
            "unsure",
        ),
    ],
)
def test_kinds_counts_and_occasions_from_a_seventh_batch(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a pronoun opening a sentence is no name in the slot
        (
            [
                "The court ruled that the dismissal of Ana Ruiz was unfair.",
                "Her employer, Delta Logistics, was ordered to pay her £18,000.",
            ],
            "Delta Logistics has to pay Ana Ruiz eighteen thousand pounds.",
            "yes",
        ),
        # "un" negates a short word, and an adverb's base
        (
            ["The court ruled that the dismissal of Ana Ruiz was unfair."],
            "The judge found that Ana Ruiz had been fairly dismissed.",
            "no",
        ),
        (
            ["The court ruled that the dismissal of Ana Ruiz was unfair."],
            "The court found that Ana Ruiz had been unfairly dismissed.",
            "yes",
        ),
        # the act on another object is no rival agent
        (
            [
                "Greenfield Energy reported a loss of $40 million for the quarter.",
                "Chief executive Omar Haddad blamed lower gas prices.",
            ],
            "Omar Haddad said falling gas prices were to blame.",
            "yes",
        ),
        (
            ["The novel was written by Clara Voss and translated by Peter Hale."],
            "Peter Hale wrote the novel.",
            "no",
        ),
        # a possessive "only" is a sole thing, not a limit
        (
            ["Hollow Town's only goal came from Sam Oduya in the 80th minute."],
            "Hollow Town's goal came late in the game.",
            "yes",
        ),
        # how long, said by "for"
        (
            ["The study followed 20,000 adults for ten years."],
            "The study lasted a decade.",
            "yes",
        ),
        (
            ["The study followed 20,000 adults for ten years."],
            "The study lasted five years.",
            "no",
        ),
        # a comparative bound, and a negated rule for a figure outside its condition
        (
            ["Foreign visitors need a visa for stays longer than 90 days."],
            "A two-month trip does not require a visa.",
            "yes",
        ),
        (
            ["Foreign visitors need a visa for stays longer than 90 days."],
            "A two-month trip requires a visa.",
            "no",
        ),
        (
            ["Foreign visitors need a visa for stays longer than 90 days."],
            "A four-month trip does not require a visa.",
            "no",
        ),
        # the head of a compound agent
        (
            ["The rule was introduced in September after a vote by parents."],
            "The rule was brought in by the pupils' council.",
            "unsure",
        ),
    ],
)
def test_pronouns_short_negations_durations_and_conditions_from_batch_71(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a quoted title's own words do not make it "said apart" from the slot
        (
            [
                "The author's first novel, 'Salt Roads', was published in 2012.",
                "Her second, 'The Lantern House', won the Costa Prize in 2016.",
            ],
            "'Salt Roads' won the Costa Prize.",
            "no",
        ),
        (
            [
                "The author's first novel, 'Salt Roads', was published in 2012.",
                "Her second, 'The Lantern House', won the Costa Prize in 2016.",
            ],
            "'The Lantern House' won the Costa Prize.",
            "yes",
        ),
        # mild against severe
        (["Side effects were mild and included headaches."], "The side effects were severe.", "no"),
        # no one did the act the claim says was done
        (["No injuries were reported after the fire."], "Two firefighters were injured.", "no"),
        (["No injuries were reported after the fire."], "Nobody was injured in the fire.", "yes"),
        # the days an opening range leaves out
        (["The gallery is open Wednesday to Sunday."], "The gallery is closed on Mondays.", "yes"),
        (["The gallery is open Wednesday to Sunday."], "The gallery is open on Tuesdays.", "no"),
        (["The gallery is open Wednesday to Sunday."], "The gallery is closed on Fridays.", "no"),
        (
            ["The gallery is open Wednesday to Sunday, 11am to 6pm."],
            "The gallery opens at 9am on Saturdays.",
            "no",
        ),
        # an age within a bound that ends its clause
        (
            ["Entry is free for children under 12; adults pay €15."],
            "A seven-year-old gets in free.",
            "yes",
        ),
        (
            ["Children under 12 should not use this medicine."],
            "The medicine is suitable for a ten-year-old.",
            "no",
        ),
        # a comparison said from its other side
        (
            ["Pupils who slept eight hours scored 12% higher than those who slept five hours."],
            "Pupils who slept five hours scored higher.",
            "no",
        ),
        (
            ["Pupils who slept eight hours scored 12% higher than those who slept five hours."],
            "Pupils who slept five hours scored lower.",
            "yes",
        ),
        (
            ["Pupils who slept eight hours scored 12% higher than those who slept five hours."],
            "Pupils who slept eight hours scored higher.",
            "yes",
        ),
        # what goes on, against what a passive sentence ended
        (
            ["The ferry runs every hour.", "Fares were abolished in 2019."],
            "Passengers still pay a fare on the ferry.",
            "no",
        ),
        # a share of a whole counted in another sentence
        (
            ["The school has 600 pupils.", "A quarter of the pupils walk to school."],
            "150 of the pupils walk to school.",
            "yes",
        ),
        (
            ["The school has 600 pupils.", "A quarter of the pupils walk to school."],
            "200 of the pupils walk to school.",
            "no",
        ),
    ],
)
def test_titles_opening_days_comparisons_and_shares_from_batch_74(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a count of parts, and points of a share as the difference of two shares
        (
            ["About 60% of the town's water comes from the reservoir."],
            "Three-fifths of the town's water comes from the reservoir.",
            "yes",
        ),
        (
            ["The bank raised its rate from 2% to 2.5%."],
            "The bank raised its rate by half a percentage point.",
            "yes",
        ),
        # an act going on that the context never says
        (
            ["Ann Lee, the head teacher, has led the school since 2015."],
            "Ann Lee is retiring.",
            "unsure",
        ),
        # a month is no rival of a name
        (["The new library opens in June."], "Maria Lopez opens the new library.", "unsure"),
        # an aim is not done
        (
            ["The city aims to plant 10,000 trees by 2028."],
            "The city has planted 10,000 trees.",
            "no",
        ),
        (
            ["The city aims to plant 10,000 trees by 2028."],
            "The city plans to plant 10,000 trees.",
            "yes",
        ),
        (
            ["A premium plan at £3 a month adds cloud backup."],
            "Cloud backup costs £3 a month.",
            "yes",
        ),
        # a figure within a bound the context says in the negative
        (
            ["The drug is not approved for children under 12."],
            "The drug is approved for eight-year-olds.",
            "no",
        ),
        # kept against returned
        (
            ["The bottle deposit is returned when you bring the bottle back."],
            "The shop keeps the bottle deposit.",
            "no",
        ),
        # the Nth of a kind says it happened N times
        (
            ["This was the third strike this year."],
            "There have been strikes three times this year.",
            "yes",
        ),
        # a time worked out from another and a time after it
        (
            ["Doors open at 7pm.", "The concert starts 90 minutes after the doors open."],
            "The concert starts at 8:30pm.",
            "yes",
        ),
        (
            ["Doors open at 7pm.", "The concert starts 90 minutes after the doors open."],
            "The concert starts at 8pm.",
            "no",
        ),
    ],
)
def test_shares_aims_ordinals_and_worked_out_times_from_batch_77(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # hours and minutes are one duration
        (["The flight took 2 hours and 45 minutes."], "The flight took 165 minutes.", "yes"),
        (["The flight took 2 hours and 45 minutes."], "The flight took two hours.", "no"),
        # the month a figure is compared with is not the figure's month
        (
            ["Average delays were 40 minutes, up from 25 minutes in June."],
            "Average delays in July were 40 minutes.",
            "unsure",
        ),
        (
            ["Rents were 8% higher in May than in April."],
            "Rents rose between April and May.",
            "yes",
        ),
        # the subject of a change, past the figure just before its verb
        (
            ["Average delays were 40 minutes, up from 25 minutes in June."],
            "Average delays fell.",
            "no",
        ),
        (
            ["Average delays were 40 minutes, up from 25 minutes in June."],
            "Average delays rose.",
            "yes",
        ),
        (
            ["Sales of electric cars rose by 40%, while sales of petrol cars fell by 8%."],
            "Petrol car sales went down.",
            "yes",
        ),
        # unpaid against paid, professional against amateur
        (["Interns receive a paid placement of six months."], "The placement is unpaid.", "no"),
        (
            ["The photo was taken by amateur photographer Jo Reed."],
            "Jo Reed is a professional photographer.",
            "no",
        ),
    ],
)
def test_durations_compared_months_and_directions_from_batch_78(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an irregular past dates its act; "signed in" a place is no login
        (
            ["The agreement was signed in Geneva in 1998 and came into force in March 2001."],
            "The agreement came into force in 1998.",
            "no",
        ),
        (
            ["The agreement was signed in Geneva in 1998 and came into force in March 2001."],
            "The agreement took effect three years after it was signed.",
            "yes",
        ),
        (
            ["The agreement was signed in Geneva in 1998 and came into force in March 2001."],
            "The agreement was signed in Geneva.",
            "yes",
        ),
        # a day of a range of days, and a day of a month is no duration
        (["The fair is held on 14-15 June."], "The fair is held on 14 June.", "yes"),
        (["The fair is held on 14-15 June."], "The fair lasts 14 days.", "unsure"),
        # what was done at first leaves room for its opposite
        (
            ["The council initially rejected the plan in May."],
            "The council approved the plan.",
            "unsure",
        ),
        (["The council rejected the plan in May."], "The council approved the plan.", "no"),
        # the case a rule leaves out
        (
            ["Staff must wear a helmet on site, except in the canteen."],
            "Staff do not need a helmet in the canteen.",
            "yes",
        ),
    ],
)
def test_dated_acts_ranges_first_acts_and_exceptions_from_batch_81(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # stopped, halted, blocked: one act
        (
            ["Work at the mine was halted for three days after a flood."],
            "The mine stopped work for 72 hours.",
            "yes",
        ),
        # specialists in everyday words; an insurance term of art
        (
            ["Dr Hana Ito, a dermatologist, treated the rash."],
            "A skin doctor treated the rash.",
            "yes",
        ),
        (
            ["Dr Hana Ito, a cardiologist, ran the clinic."],
            "Hana Ito is a heart specialist.",
            "yes",
        ),
        (["His visa had lapsed in June."], "His visa was no longer valid in June.", "yes"),
        # passed against defeated; a majority of a figure is a margin, not "most"
        (["The motion passed by 210 votes to 190."], "The motion was defeated.", "no"),
        (
            ["The motion passed by 210 votes to 190."],
            "The motion passed by a majority of 20.",
            "yes",
        ),
        # whole years between two years
        (
            ["The town grew from 8,000 people in 2000 to 11,000 in 2010."],
            "The town grew by 3,000 people in ten years.",
            "yes",
        ),
        # a count with a describing word between it and its noun
        (["The family owns two red cars."], "The family owns three cars.", "no"),
        (
            ["Up to five unused days can be carried over."],
            "Staff get extra leave after five years of service.",
            "unsure",
        ),
    ],
)
def test_acts_specialists_margins_and_counts_from_batch_84(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "fined" and "fine" meet, so the fine's figure has its rival
        (
            ["The bank was fined €3.1 million for money-laundering failures."],
            "The fine was €1.3 million.",
            "no",
        ),
        (
            ["The bank was fined €3.1 million for money-laundering failures."],
            "The fine was €3.1 million.",
            "yes",
        ),
        # where someone lived before moving is not where they live now
        (
            ["The singer lived in Berlin for years before moving to Rome."],
            "The singer now lives in Berlin.",
            "no",
        ),
        (
            ["The singer lived in Berlin for years before moving to Rome."],
            "The singer spent years in Berlin.",
            "yes",
        ),
        # co-founding is founding
        (
            [
                "Omar Diaz and Lea Park founded the studio in 2018.",
                "Sam Reid joined as art director in 2020.",
            ],
            "Sam Reid co-founded the studio.",
            "no",
        ),
        (
            ["Omar Diaz and Lea Park founded the studio in 2018."],
            "Lea Park co-founded the studio.",
            "yes",
        ),
        # a difference of millions, written as normalise writes figures
        (
            ["Profit fell from £90 million to £55 million."],
            "Profit was £35 million lower than before.",
            "yes",
        ),
    ],
)
def test_stems_moves_cofounders_and_large_differences_from_batch_87(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


def test_a_silent_e_taken_off_a_short_stem_is_put_back() -> None:
    from evalctl.judges.local.text import stem

    assert stem("fined") == stem("fine") == stem("fines")
    assert stem("voted") == stem("vote")
    assert stem("robbed") == "rob" and stem("fixed") == "fix" and stem("ended") == "end"


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "not all" denies all, not some; what is left of a counted whole; another part
        (
            [
                "Not all of the 12 shops on the street will open on Sunday.",
                "Three shops stay closed for repairs.",
            ],
            "Nine shops open on Sunday.",
            "yes",
        ),
        (
            [
                "Not all of the 12 shops on the street will open on Sunday.",
                "Three shops stay closed for repairs.",
            ],
            "All 12 shops open on Sunday.",
            "no",
        ),
        (
            [
                "Not all of the 12 shops on the street will open on Sunday.",
                "Three shops stay closed for repairs.",
            ],
            "Some shops on the street open on Sunday.",
            "yes",
        ),
        # a year from another year and a span of years
        (
            ["After leaving office in 2020, Ken Ito had been governor for six years."],
            "Ken Ito was governor from 2014 to 2020.",
            "yes",
        ),
        (
            ["After leaving office in 2020, Ken Ito had been governor for six years."],
            "Ken Ito was governor from 2012 to 2020.",
            "no",
        ),
        # "it" moves what the sentence before spoke of
        (
            ["Petrol prices hit a record in June.", "They have since fallen by 8p a litre."],
            "Petrol prices have gone up since June.",
            "no",
        ),
        (
            ["Petrol prices hit a record in June.", "They have since fallen by 8p a litre."],
            "Petrol prices have come down since June.",
            "yes",
        ),
    ],
)
def test_parts_spans_and_pronoun_subjects_from_batch_88(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # legal and financial terms of art in everyday words
        (
            ["The court dismissed the charges against Mr Lowe."],
            "The court threw out the case against Mr Lowe.",
            "yes",
        ),
        (["The court dismissed the charges against Mr Lowe."], "Mr Lowe was convicted.", "no"),
        (
            ["About 120 staff were made redundant when the depot closed."],
            "Around 120 people lost their jobs when the depot shut.",
            "yes",
        ),
        (
            ["The lender repossessed the flat after a year of missed payments."],
            "The lender took back the flat.",
            "yes",
        ),
        (
            ["The lender repossessed the flat after a year of missed payments."],
            "The owners kept the flat.",
            "no",
        ),
        (
            ["The parties in the case reached a settlement last week."],
            "The case was settled out of court.",
            "yes",
        ),
        (
            ["The complaint was rejected for lack of evidence."],
            "There was not enough evidence.",
            "yes",
        ),
        # a share is no figure of a duration; the sentence saying the claim's own word wins
        (
            [
                "The rate is fixed at 3.9% for the first two years.",
                "After that it moves to a variable rate.",
            ],
            "The rate won't change for two years.",
            "yes",
        ),
        # whose, not who
        (
            [
                "Under her will, Mrs Hale's niece inherits the house.",
                "Her nephew, Leo, receives her car.",
            ],
            "Mrs Hale's nephew gets her car.",
            "yes",
        ),
        # a bound from the side the context rules out
        (
            ["Each volunteer received at least £50."],
            "Some volunteers received less than £50.",
            "no",
        ),
        (["Children under 12 travel free."], "Adults over 12 pay full fare.", "unsure"),
    ],
)
def test_terms_of_art_possessors_and_crossed_bounds_from_batch_90(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a person written with a place's possessive
        (
            ["The race was won by Norway's Ida Berg, ahead of Sweden's Maja Lind."],
            "Ida Berg is from Sweden.",
            "no",
        ),
        (
            ["The race was won by Norway's Ida Berg, ahead of Sweden's Maja Lind."],
            "Maja Lind is from Sweden.",
            "yes",
        ),
        # a month a range leaves out
        (
            ["The recall covers bikes sold between May and August 2024."],
            "Bikes sold in October 2024 are recalled.",
            "no",
        ),
        (
            ["The recall covers bikes sold between May and August 2024."],
            "Bikes sold in June 2024 are recalled.",
            "yes",
        ),
    ],
)
def test_origins_and_months_outside_a_range_from_batch_93(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "aged 65 and over" is a bound; an age is on the topic of a bound on people's ages
        (
            ["The discount applies to customers aged 65 and over."],
            "A 70-year-old customer gets the discount.",
            "yes",
        ),
        (
            ["The discount applies to customers aged 65 and over."],
            "A 60-year-old customer gets the discount.",
            "no",
        ),
        (
            ["The new pay rate applies to staff aged 18 and over from June."],
            "A 30-year-old will earn the new rate from June.",
            "yes",
        ),
        # a bound on people, whatever word follows the figure
        (
            ["Children under six travel free but need a seat."],
            "A four-year-old does not need a seat.",
            "no",
        ),
    ],
)
def test_ages_against_bounds_on_people_from_batch_96(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a figure given to another kind of the claim's thing
        (
            [
                "The council will charge £30 a year for garden waste collection.",
                "From April, food waste collection stays free.",
            ],
            "Food waste collection will cost £30 a year.",
            "no",
        ),
        (
            [
                "The council will charge £30 a year for garden waste collection.",
                "From April, food waste collection stays free.",
            ],
            "Garden waste collection will cost £30 a year.",
            "yes",
        ),
        # a place won is not the event won
        (
            [
                "Mila Novak overtook Sara Lund on the final lap to win the 10,000 metres.",
                "Lund took silver and Emma Ross won bronze.",
            ],
            "Mila Novak came first.",
            "yes",
        ),
        (
            [
                "The council will charge £45 a year for garden waste collection from April.",
                "Food waste will still be collected free of charge every week.",
            ],
            "Food waste collection will cost £45 a year.",
            "no",
        ),
        # the sentence saying the claim's own word outranks another's price
        (
            [
                "The council will charge £30 a year for garden waste collection.",
                "From April, food waste collection stays free.",
            ],
            "Food waste collection remains free.",
            "yes",
        ),
    ],
)
def test_kinds_of_a_thing_and_places_won_from_batch_97(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # two sides' figures: the claim gives the larger to the side with the smaller
        (
            ["Weight fell by 9% among the runners and by 3% among the walkers over the study."],
            "Weight fell more among the walkers.",
            "no",
        ),
        (
            ["Weight fell by 9% among the runners and by 3% among the walkers over the study."],
            "Weight fell more among the runners.",
            "yes",
        ),
        (
            ["Turnout reached 71% in the north and 58% in the south."],
            "Turnout was lower in the north.",
            "no",
        ),
        # a change given for one side is no difference of the two sides' changes
        (
            ["Sales fell by 15% in the shops and by 5% online."],
            "Sales in the shops fell by a tenth.",
            "no",
        ),
        # terms in everyday words, and their opposites
        (["The governor vetoed the spending bill."], "The governor rejected the bill.", "yes"),
        (["The governor vetoed the spending bill."], "The governor approved the bill.", "no"),
        (["Headaches were the most common side effect."], "Feeling sick was common.", "unsure"),
        (["Nausea affected one patient in five."], "One patient in five felt sick.", "yes"),
        (
            ["Profits reached £4 million, up from £3 million a year earlier."],
            "Profits were £3 million the previous year.",
            "yes",
        ),
        # an event's last day, however it is said
        (["The book fair closes on 12 October."], "The book fair runs until October.", "yes"),
        # months counted in a span, and a share of a counted whole
        (
            ["The ferry runs from April to September."],
            "The ferry runs for six months.",
            "yes",
        ),
        (["The ferry runs from April to September."], "The ferry runs for three months.", "no"),
        (
            ["A change needs a three-quarters majority of the 40 trustees."],
            "Thirty trustees must agree to a change.",
            "yes",
        ),
    ],
)
def test_sides_compared_terms_and_spans_from_batch_99(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a threshold met only by a figure of its unit: a year is no count of tablets
        (
            ["More than 1,700 tablets have been found there since 1973."],
            "The tablets were first found in 1937.",
            "no",
        ),
        (["Over 900 coins were found in the field."], "Over 900 coins were discovered.", "yes"),
        # goals counted as times
        (
            ["Ana Ruiz scored twice and Mia Cole once as Leeds won."],
            "Ana Ruiz scored two goals.",
            "yes",
        ),
        (["Ana Ruiz scored twice and Mia Cole once as Leeds won."], "Mia Cole scored twice.", "no"),
        (
            ["Bank holiday shifts are paid at double time."],
            "Bank holiday staff get twice the normal rate.",
            "yes",
        ),
        # a figure given "for" a hyphenated side is that side's
        (
            ["Fines range from £100 for first-time offenders to £500 for repeat offenders."],
            "First-time offenders are fined £500.",
            "no",
        ),
        # a figure's label ("release 3.0") is not another thing said beside it
        (
            [
                "Release 3.0 of the tool, out on 2 June, drops support for Windows 7.",
                "Its maker said a plugin system would come in release 3.1.",
            ],
            "A plugin system is included in release 3.0.",
            "no",
        ),
        # a thing passed from one person to another: the receiver did not send it
        (
            ["A letter from Anne Boleyn to Thomas Wolsey survives in the archive."],
            "Thomas Wolsey wrote the letter.",
            "no",
        ),
        (
            ["A letter from Anne Boleyn to Thomas Wolsey survives in the archive."],
            "Thomas Wolsey received the letter.",
            "yes",
        ),
        (
            ["The transfer from Ajax to Benfica was completed on Friday."],
            "Ajax received the fee.",
            "unsure",
        ),
        # a sentence's opening quantifier names no one; a place keeps its head word
        (
            ["More than 2,000 clay writing tablets were found in the palace."],
            "The tablets are written in Greek.",
            "unsure",
        ),
        (
            ["Most of the 300 letters were written by hand."],
            "The letters were written in Latin.",
            "unsure",
        ),
        (
            ["Professor Lee discovered the comet in 1999 while working at Keele University."],
            "The comet was found at Keele University.",
            "yes",
        ),
    ],
)
def test_units_of_thresholds_labels_and_senders_from_batch_102(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a fraction of a scale is an amount, not a share of a counted whole
        (
            ["The stadium cost £250 million to build."],
            "The stadium cost a quarter of a billion pounds.",
            "yes",
        ),
        (
            ["The stadium cost £400 million to build."],
            "The stadium cost a quarter of a billion pounds.",
            "no",
        ),
        # the order word turned, the sides kept; and the same order said from its other end
        (
            ["Dev Patel worked as a teacher before training as a lawyer."],
            "Dev Patel worked as a teacher after training as a lawyer.",
            "no",
        ),
        (
            ["Dev Patel worked as a teacher before training as a lawyer."],
            "Dev Patel trained as a lawyer after working as a teacher.",
            "yes",
        ),
        # a figure said "with" its unit falls in a class the context bounds
        (
            ["Firms with fewer than 50 employees pay a lower rate."],
            "A firm with 20 staff pays the lower rate.",
            "yes",
        ),
        (
            ["Firms with fewer than 50 employees pay a lower rate."],
            "A firm with 80 staff pays the lower rate.",
            "no",
        ),
    ],
)
def test_scales_turned_orders_and_bounded_classes_from_batch_105(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the doer after "by" is the name, not the nationality that describes it
        (
            ["The prize was won by French chef Anne Roux last year."],
            "Anne Roux won the prize.",
            "yes",
        ),
        # a nationality given to one person, and the claim's to another
        (
            [
                "The title went to Brazilian driver Lucas Prado.",
                "Argentina's Tomas Ruiz came second.",
            ],
            "Lucas Prado is Argentinian.",
            "no",
        ),
        (
            [
                "The title went to Brazilian driver Lucas Prado.",
                "Argentina's Tomas Ruiz came second.",
            ],
            "Lucas Prado is Brazilian.",
            "yes",
        ),
        # "started" founds a thing it takes as object, and begins where it takes none
        (["The outbreak began in a school in May."], "The outbreak started in a school.", "yes"),
        # what is added, against what the same sentence drops
        (
            ["Release 7 drops support for Windows 10.", "It adds a dark theme."],
            "Release 7 adds support for Windows 10.",
            "no",
        ),
        (
            ["Release 7 drops support for Windows 10.", "It adds a dark theme."],
            "Release 7 adds a plugin store.",
            "unsure",
        ),
        # a vague count the context's count or bound rules out
        (
            ["Fewer than 20 complaints were received."],
            "Hundreds of complaints were received.",
            "no",
        ),
        (
            ["About 400 complaints were received."],
            "Hundreds of complaints were received.",
            "yes",
        ),
        # a claimed limit looser than the rule's
        (
            ["Do not drink more than three cups a day."],
            "Up to five cups a day is safe.",
            "no",
        ),
        # how long, by "for" and a bound
        (["The strike went on for 12 days."], "The strike lasted under three weeks.", "yes"),
        # someone said not to do what the claim says they will
        (
            ["The union said it would not strike."],
            "The union will strike next month.",
            "no",
        ),
        (
            ["The union said it would not strike unless talks failed."],
            "The union will strike next month.",
            "unsure",
        ),
        # financial terms in everyday words
        (
            ["The lender raised its provisions for bad loans."],
            "The lender set aside more money for loans that may not be repaid.",
            "yes",
        ),
        # a manner the context never gives
        (
            ["The warehouse fire started late on Sunday."],
            "The warehouse fire was started deliberately.",
            "unsure",
        ),
    ],
)
def test_agents_origins_ends_vague_counts_and_refusals_from_batch_108(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a total from a rate per counted thing, either figure asked about
        (
            ["Staff receive one week's pay for each full year of service."],
            "After six full years, a worker receives six weeks' pay.",
            "yes",
        ),
        (
            ["Staff receive one week's pay for each full year of service."],
            "After six full years, a worker receives eight weeks' pay.",
            "no",
        ),
        # "no X does more than Y" says Y does the most
        (
            ["The Amazon carries more water than any other river on Earth."],
            "No river carries more water than the Amazon.",
            "yes",
        ),
        # not yet, of what is still to come
        (
            ["The defendant was convicted on Tuesday and will be sentenced next month."],
            "The defendant has not been sentenced yet.",
            "yes",
        ),
        (
            ["The defendant was convicted on Tuesday and was sentenced the same day."],
            "The defendant has not been sentenced yet.",
            "no",
        ),
    ],
)
def test_totals_from_rates_none_more_than_and_not_yet_from_batch_111(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what a verb or "fewer" acts on moved that way
        (
            ["Patients on the new drug had 30% fewer hospital admissions than those on placebo."],
            "The drug increased hospital admissions.",
            "no",
        ),
        (
            ["Patients on the new drug had 30% fewer hospital admissions than those on placebo."],
            "The drug cut hospital admissions by nearly a third compared with placebo.",
            "yes",
        ),
        (
            ["The factory used 20% less water last year."],
            "The factory used more water last year.",
            "no",
        ),
        # a possibility the context gives, restated with "could"
        (
            ["Shops that break the rule face a fine of up to 500 euros."],
            "Shops could be fined as much as 500 euros.",
            "yes",
        ),
        (
            ["Shops that break the rule must pay a fine."],
            "Shops could be fined as much as 500 euros.",
            "unsure",
        ),
        # a figure passed is a bound, not an act
        (
            ["Revenue was 2.4 billion dollars in 2025 and 2.1 billion in 2024."],
            "Revenue topped 2 billion dollars in both years.",
            "yes",
        ),
        (
            ["Revenue was 2.4 billion dollars in 2025 and 1.9 billion in 2024."],
            "Revenue topped 2.5 billion dollars in 2025.",
            "no",
        ),
        # everyday words for shop terms
        (
            ["Sale items can be exchanged but not refunded."],
            "Discounted items can be swapped for something else.",
            "yes",
        ),
        # a place written after the name, with "the"
        (
            ["Mount Elbrus, in the Caucasus, is the highest peak in Europe."],
            "Elbrus is in the Alps.",
            "no",
        ),
        # the sentence naming the claim's names speaks of them
        (
            [
                "Mount Elbrus rises to 5,642 metres and is the highest peak in Europe. "
                "Mont Blanc, at 4,806 metres, is the highest in the Alps."
            ],
            "Mont Blanc is the tallest peak in the Alps.",
            "yes",
        ),
        (
            ["Mount Kilimanjaro, the highest peak in Africa, is in Tanzania."],
            "Africa's tallest mountain is Kilimanjaro.",
            "yes",
        ),
        # one length in two units
        (
            ["Flights were suspended for six hours on Friday."],
            "Flights were halted for a full day.",
            "no",
        ),
        (
            ["Flights were suspended for 24 hours on Friday."],
            "Flights were halted for a full day.",
            "yes",
        ),
        (["The device's battery lasts ten hours."], "The battery lasts longer than a day.", "no"),
        (
            ["The operation went well.", "The patient was discharged three days later."],
            "The operation lasted four hours.",
            "unsure",
        ),
    ],
)
def test_directions_possibilities_bounds_places_and_durations_from_batch_112(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # everyday words for a loan's terms
        (
            ["Early repayment is permitted without penalty."],
            "Paying the loan off early incurs no extra charge.",
            "yes",
        ),
        (
            ["Early repayment is permitted without penalty."],
            "Paying off the loan early triggers a penalty fee.",
            "no",
        ),
        # an honour earned is one won, and its year is the act's
        (
            [
                "In 2012 she moved to London, where her second restaurant, Stella, earned a "
                "Michelin star in 2016."
            ],
            "Stella won a Michelin star in 2012.",
            "no",
        ),
        (
            [
                "Chef Lucia Romano opened her first restaurant in Naples in 2004. In 2012 she "
                "moved to London, where her second restaurant, Stella, earned a Michelin star."
            ],
            "Stella is in London.",
            "yes",
        ),
        (
            [
                "Chef Lucia Romano opened her first restaurant in Naples in 2004. In 2012 she "
                "moved to London, where her second restaurant, Stella, earned a Michelin star."
            ],
            "Romano relocated to London in 2012.",
            "yes",
        ),
        # "an hour" is a length
        (
            ["Adults need 75 minutes of vigorous exercise, such as running, a week."],
            "An hour of running a week is enough for adults.",
            "no",
        ),
        # a goal from someone is one they scored
        (
            [
                "Spain won 1-0 with a goal from Olga Carmona; the keeper, Mary Earps, saved a "
                "penalty."
            ],
            "Mary Earps scored the winning goal.",
            "no",
        ),
        # "no other X ... as many ... as Y"
        (
            ["The Danube flows through ten countries, more than any other river in the world."],
            "No other river flows through as many countries as the Danube.",
            "yes",
        ),
        # where a river ends
        (
            ["The Danube flows through ten countries and empties into the Black Sea."],
            "The Danube ends in the Mediterranean.",
            "no",
        ),
        # an exception of one kind says nothing of another
        (
            [
                "The insurer will cover water damage from burst pipes, but not damage caused by "
                "gradual leaks."
            ],
            "The policy covers fire damage.",
            "unsure",
        ),
        # an origin by a two-word adjective, given to someone else
        (
            [
                "Professor Hana Kim, a South Korean economist, won the award in 2021. The "
                "previous winner was the Brazilian historian Paulo Mendes."
            ],
            "Paulo Mendes is South Korean.",
            "no",
        ),
        # a thing's value within the class the context bounds
        (
            ["The tenant is responsible for minor repairs costing under 100 pounds."],
            "The tenant pays for a 40-pound repair.",
            "yes",
        ),
        (
            ["The tenant is responsible for minor repairs costing under 100 pounds."],
            "The tenant pays for a 400-pound repair.",
            "no",
        ),
        # who answers for what
        (
            [
                "The tenant is responsible for minor repairs. Structural repairs, such as to "
                "the roof or walls, are the landlord's responsibility."
            ],
            "Tenants have to pay for repairs to the walls.",
            "no",
        ),
        (
            [
                "The tenant is responsible for minor repairs. Structural repairs, such as to "
                "the roof or walls, are the landlord's responsibility."
            ],
            "The landlord is responsible for repairs to the roof.",
            "yes",
        ),
    ],
)
def test_terms_honours_lengths_goals_exceptions_and_liability_from_batch_115(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a negated word said by its opposite
        (
            ["The court ruled that the contract was void because one party signed under duress."],
            "The contract was not valid.",
            "yes",
        ),
        (
            ["The court ruled that the contract was void because one party signed under duress."],
            "The court upheld the contract.",
            "no",
        ),
        # side effects are what a medicine may cause
        (
            ["Common side effects include headache and mild nausea."],
            "It may cause headaches.",
            "yes",
        ),
        (["Take one tablet twice a day with food."], "It may cause headaches.", "unsure"),
        # a count limited, against all of it, and the limit restated
        (
            ["Up to five unused days can be carried over to the next year."],
            "All unused leave can be carried over.",
            "no",
        ),
        (
            [
                "Employees get 25 days of paid annual leave. Up to five unused days can be "
                "carried over to the next year."
            ],
            "Staff can roll over at most five days of leave they didn't use.",
            "yes",
        ),
        (
            ["Up to five unused days can be carried over to the next year."],
            "Staff can carry over five unused days.",
            "yes",
        ),
        # a group the context never singles out
        (
            ["Employees get 25 days of paid annual leave."],
            "Part-time staff get fewer days.",
            "unsure",
        ),
        # a name's own words say nothing more of it
        (
            [
                "The Hubble Space Telescope was launched in 1990 aboard the space shuttle "
                "Discovery. Its successor, the James Webb Space Telescope, launched on an "
                "Ariane 5 rocket in December 2021."
            ],
            "The James Webb telescope was launched aboard Discovery.",
            "no",
        ),
        # a verb in -en says what its comparative says
        (
            ["Its chief executive, Daniel Ortiz, blamed weaker demand in Asia."],
            "Ortiz said demand in Asia had weakened.",
            "yes",
        ),
    ],
)
def test_opposites_limits_groups_names_and_comparatives_from_batch_116(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an instruction's first word is no name
        (
            ["Preheat the oven to 180 °C. Bake the cake for 35 to 40 minutes."],
            "Bake it at 180 degrees.",
            "yes",
        ),
        # closing a hole fixes it; a flaw that lets attackers do something is a possibility
        (
            [
                "A critical vulnerability in version 3.1 allows remote attackers to run code. It "
                "was patched in version 3.1.4."
            ],
            "Upgrading to 3.1.4 closes the security hole.",
            "yes",
        ),
        (
            [
                "A critical vulnerability in version 3.1 allows remote attackers to run arbitrary "
                "code."
            ],
            "Attackers could execute their own code remotely on 3.1.",
            "yes",
        ),
        (["Version 3.1 is faster than 3.0."], "Attackers could run code on 3.1.", "unsure"),
        # a figure named by its label
        (
            ["It was fixed in version 3.1.4, released on 2 May."],
            "The fix shipped in version 3.2.",
            "no",
        ),
        (
            ["Non-native English speakers must score 7.0 or higher on the IELTS."],
            "An IELTS score of 6.5 is enough.",
            "no",
        ),
        (
            ["Non-native English speakers must score 7.0 or higher on the IELTS."],
            "An IELTS score of 7.5 is enough.",
            "yes",
        ),
    ],
)
def test_instructions_fixes_possibilities_and_labelled_figures_from_batch_117(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a prohibition without a step obliges the step
        (
            [
                "The landlord may not enter the flat without giving the tenant 24 hours' written "
                "notice."
            ],
            "The landlord has to warn the tenant in writing a day before coming in.",
            "yes",
        ),
        (
            ["The landlord may enter the flat to carry out repairs."],
            "The landlord has to enter the flat to carry out repairs.",
            "no",
        ),
        # the value before or after a change given by a share
        (
            ["The board cut the interim dividend by 20% to 8 pence a share."],
            "The interim dividend used to be 10 pence a share.",
            "yes",
        ),
        (
            ["The board cut the interim dividend by 20% to 8 pence a share."],
            "The interim dividend used to be 12 pence a share.",
            "no",
        ),
        (
            ["Spending on road maintenance was cut by a quarter, to 15 million euros."],
            "Road maintenance got 20 million euros before the cut.",
            "yes",
        ),
        # every quarter is four times a year
        (
            ["Dividends are paid twice a year, in March and September."],
            "Dividends are paid every quarter.",
            "no",
        ),
        # a two-week trial lasted two weeks
        (
            ["The defendant was acquitted of all charges after a two-week trial."],
            "The trial lasted a fortnight.",
            "yes",
        ),
        (
            ["The defendant was acquitted of all charges after a two-week trial."],
            "The trial lasted a month.",
            "no",
        ),
    ],
)
def test_prohibitions_changes_quarters_and_lengths_from_batch_118(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # who won what, however the context words it
        (
            ["The prize went to Dr. Chen, while Dr. Alvarez was the runner-up."],
            "Dr. Alvarez won the prize.",
            "no",
        ),
        (
            ["The prize went to Dr. Chen, while Dr. Alvarez was the runner-up."],
            "Dr. Chen won the prize.",
            "yes",
        ),
        (
            [
                "The contract was awarded to Northbridge Construction. Harlow Builders had "
                "offered the lowest price."
            ],
            "Harlow Builders won the contract.",
            "no",
        ),
        # a sentence pairing names with what each did
        (
            ["Lund took silver and Emma Ross won bronze."],
            "Emma Ross won silver.",
            "no",
        ),
        (["Lund took silver and Emma Ross won bronze."], "Lund won silver.", "yes"),
        (
            [
                "Its former chief executive, Erik Lund, became chairman, and Maria Berg took over "
                "as chief executive."
            ],
            "Erik Lund is the new chief executive.",
            "no",
        ),
        (
            ["Professor Adeyemi teaches biology, and Professor Kowalski teaches chemistry."],
            "Chemistry is taught by Professor Kowalski.",
            "yes",
        ),
    ],
)
def test_winners_and_pairs_of_names_and_acts(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


def test_a_title_that_went_to_a_described_person_keeps_the_description() -> None:
    context = [
        "The title went to Brazilian driver Lucas Prado.",
        "Argentina's Tomas Ruiz was second.",
    ]
    assert verdict(context, "Lucas Prado won the title.") == "yes"
    assert verdict(context, "Tomas Ruiz won the title.") == "no"


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a condition's negation is not the rule's
        (
            ["The landlord must return the deposit within ten days, unless there is damage."],
            "The landlord never has to return the deposit.",
            "no",
        ),
        (
            ["The landlord must return the deposit within ten days, unless there is damage."],
            "If there is no damage, the deposit comes back within ten days.",
            "yes",
        ),
        # noon is a time of day
        (
            ["Guests must check out by 11 am; late check-out until 2 pm costs €30."],
            "Guests must check out by noon.",
            "no",
        ),
        (["Guests must check out by 12 pm."], "Guests must check out by noon.", "yes"),
        # the ends of a span
        (
            ["The festival runs from 12 to 15 June and expects 80,000 visitors."],
            "The festival starts on 15 June.",
            "no",
        ),
        (
            ["The festival runs from 12 to 15 June and expects 80,000 visitors."],
            "The festival ends on 12 June.",
            "no",
        ),
        (
            ["The festival runs from 12 to 15 June and expects 80,000 visitors."],
            "The festival ends on 15 June.",
            "yes",
        ),
        (
            ["The exhibit runs from June 1 to September 30."],
            "The exhibit closes at the end of September.",
            "yes",
        ),
    ],
)
def test_conditions_noon_and_the_ends_of_a_span(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # chairing is leading
        (
            ["Maria Santos chairs the committee, and Ahmed Karimi serves as its secretary."],
            "Santos leads the committee.",
            "yes",
        ),
        (
            ["Maria Santos chairs the committee, and Ahmed Karimi serves as its secretary."],
            "Ahmed Karimi chairs the committee.",
            "no",
        ),
        (["Ben Otieno remains chair of the board."], "Otieno chairs the board.", "yes"),
        # "in 2019, the year after ..." dates what follows to 2018
        (
            ["It won the Strega Prize in 2019, the year after Ferraro's debut was shortlisted."],
            "Ferraro's debut was shortlisted in 2018.",
            "yes",
        ),
        (
            ["It won the Strega Prize in 2019, the year after Ferraro's debut was shortlisted."],
            "Ferraro's debut was shortlisted in 2019.",
            "no",
        ),
    ],
)
def test_chairs_years_after_and_an_hour_before_from_batch_121(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("Cancelling an hour before departure is free.", "no"),
        ("Cancelling two days before departure is free.", "yes"),
        ("Cancelling 30 hours before departure is free.", "yes"),
    ],
)
def test_a_deadline_set_as_up_to_a_time_before(claim: str, expected: str) -> None:
    context = [
        "Passengers may cancel free of charge up to 24 hours before departure; after that, "
        "a 50% fee applies."
    ]
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # who buys whom, past an apposition and 'agreed to'
        (
            ["Brightwave Energy, based in Aberdeen, agreed to buy Solaris Grid."],
            "Solaris Grid is buying Brightwave Energy.",
            "no",
        ),
        (
            ["Brightwave Energy, based in Aberdeen, agreed to buy Solaris Grid."],
            "Brightwave Energy is buying Solaris Grid.",
            "yes",
        ),
        # a founder named by the company's name
        (
            [
                "Brightwave's chief executive, Fiona Grant, praised the deal. Solaris founder Tom "
                "Reyes will stay on as an adviser."
            ],
            "Fiona Grant founded Solaris.",
            "no",
        ),
        (
            [
                "Brightwave's chief executive, Fiona Grant, praised the deal. Solaris founder Tom "
                "Reyes will stay on as an adviser."
            ],
            "Tom Reyes will leave the company after the deal.",
            "no",
        ),
        # a deal's noun is not a fall
        (
            ["Fiona Grant said the deal would double the company's solar capacity."],
            "The deal will grow the company's solar capacity.",
            "yes",
        ),
        # an age within a range of ages
        (
            [
                "Children aged 5 to 11 can receive the vaccine with parental consent. Those aged "
                "12 and over can consent for themselves."
            ],
            "A 7-year-old can receive the vaccine with parental consent.",
            "yes",
        ),
        (
            ["The minimum wage for workers aged 21 and over is £11.44 an hour."],
            "The £11.44 rate applies to 18-year-olds.",
            "no",
        ),
        # a figure inside an allowance
        (
            ["Residents can park for free for up to two hours in the town centre."],
            "Parking for 90 minutes in the town centre costs nothing.",
            "yes",
        ),
        (
            ["Residents can park for free for up to two hours in the town centre."],
            "Residents can park for free for three hours.",
            "no",
        ),
    ],
)
def test_buyers_founders_deals_ages_and_allowances_from_batch_122(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


def test_a_capabilitys_upper_bound_is_no_allowance() -> None:
    """ "Lasts up to 12 hours" does not say a battery lasts 10: not supported either way."""
    assert verdict(["The battery lasts up to 12 hours."], "The battery lasts 10 hours.") != "yes"


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # flat is level, not a home, unless it is one
        (
            ["Sales of electric cars rose 35% last year. Petrol car sales were flat."],
            "Petrol car sales grew strongly.",
            "no",
        ),
        (
            ["Sales of electric cars rose 35% last year. Petrol car sales were flat."],
            "Sales of petrol cars stayed about the same.",
            "yes",
        ),
        (
            [
                "Sales of electric cars rose 35% last year, while sales of diesel cars fell by a "
                "fifth. Petrol car sales were flat."
            ],
            "Diesel car sales dropped 20%.",
            "yes",
        ),
        (
            ["Mr Patel has asked the tenant to leave the flat."],
            "Mr Patel wants the flat back.",
            "yes",
        ),
        # a sentence's first word is no doer where a part says all of the claim of it
        (
            ["Wheat prices rose 15% in March, while corn prices stayed flat."],
            "Corn prices rose 15% in March.",
            "no",
        ),
    ],
)
def test_level_sales_homes_and_first_words_from_batch_123(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a thing's value within the class the context bounds "for" it
        (
            [
                "Passengers whose flights are delayed get 250 euros for flights under 1,500 km "
                "and 400 euros for longer flights."
            ],
            "A delayed 1,000 km flight pays 250 euros.",
            "yes",
        ),
        # a month after a place is no place
        (
            ["It was funded by the Wellcome Trust and published in The Lancet in March."],
            "The study was published in The Lancet.",
            "yes",
        ),
        # on Earth is in the world
        (
            ["Baikal is 1,642 metres deep, making it the deepest lake in the world."],
            "No lake on Earth is deeper than Baikal.",
            "yes",
        ),
        # every day of the week, weekdays against weekends, and hours
        (
            ["Live chat is open 24 hours a day, seven days a week."],
            "Live chat is available on Sundays.",
            "yes",
        ),
        (
            ["Our support team is available by phone from 8 am to 6 pm on weekdays."],
            "Phone support is available at weekends.",
            "no",
        ),
        (
            ["Our support team is available by phone from 8 am to 6 pm on weekdays."],
            "You can call support at 9 am on a Wednesday.",
            "yes",
        ),
        (
            ["Our support team is available by phone from 8 am to 6 pm on weekdays."],
            "You can reach support by phone at 7 pm on a Tuesday.",
            "no",
        ),
        (
            ["The school day runs from 8:40 am to 3:20 pm."],
            "The school day starts at 9 am.",
            "no",
        ),
    ],
)
def test_classes_months_worlds_days_and_hours_from_batch_124(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a share of two context figures, or the change between them
        (
            ["Of the 1,200 employees surveyed, 840 said they would prefer a four-day week."],
            "Seventy percent of those surveyed favoured a four-day week.",
            "yes",
        ),
        (
            ["Of the 1,200 employees surveyed, 840 said they would prefer a four-day week."],
            "Half of the employees preferred a four-day week.",
            "no",
        ),
        (
            ["The city's population grew from 250,000 in 2000 to 400,000 in 2020."],
            "The population grew by 60%.",
            "yes",
        ),
        (
            ["The city's population grew from 250,000 in 2000 to 400,000 in 2020."],
            "The population grew by 40%.",
            "no",
        ),
        (
            ["Tickets cost 12 dollars for adults and 6 dollars for children under 12."],
            "A child's ticket is half the adult price.",
            "yes",
        ),
        # a loss is a difference
        (
            ["Over the same period, the number of bus routes fell from 40 to 32."],
            "The city lost eight bus routes.",
            "yes",
        ),
        # what the rest is
        (
            [
                "Of the 1,200 employees surveyed, 840 said they would prefer a four-day week. "
                "Only 60 said they would rather keep five days; the rest were undecided."
            ],
            "300 employees were undecided.",
            "yes",
        ),
        (
            [
                "Of the 1,200 employees surveyed, 840 said they would prefer a four-day week. "
                "Only 60 said they would rather keep five days; the rest were undecided."
            ],
            "400 employees were undecided.",
            "no",
        ),
    ],
)
def test_shares_changes_losses_and_the_rest_from_batch_127(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # calling a plan unfair criticises it
        (
            ["The opposition leader, Erik Holm, called the plan unfair to manual workers."],
            "Holm criticised the plan.",
            "yes",
        ),
        (
            ["The opposition leader, Erik Holm, called the plan a good start."],
            "Holm criticised the plan.",
            "unsure",
        ),
        # linked to is associated with
        (
            ["Regularly sleeping less than six hours is linked to a higher risk of heart disease."],
            "Short sleep is associated with a higher risk of heart disease.",
            "yes",
        ),
        # a price, however it is said
        (
            ["It goes on sale in September, priced at 42,000 euros."],
            "The car costs under 40,000 euros.",
            "no",
        ),
        (
            ["It goes on sale in September, priced at 42,000 euros."],
            "It will be available from September.",
            "yes",
        ),
    ],
)
def test_criticism_links_prices_and_sales_from_batch_128(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("Greenway will close all its branches.", "no"),
        ("Greenway will close 40 branches.", "yes"),
    ],
)
def test_all_against_a_part_of_a_whole(claim: str, expected: str) -> None:
    context = ["Greenway Bank will close 40 of its 300 branches next year."]
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # no deaths: no one died
        (
            ["The river flooded, forcing 2,000 people from their homes. No deaths were reported."],
            "Nobody died in the flooding.",
            "yes",
        ),
        (
            ["The river flooded, forcing 2,000 people from their homes. No deaths were reported."],
            "Several people were killed.",
            "no",
        ),
        (
            ["The river flooded, forcing 2,000 people from their homes."],
            "Several people were killed.",
            "unsure",
        ),
        # in the meantime is for now
        (
            ["The finance director, Priya Nair, will run the company in the meantime."],
            "Priya Nair will temporarily run the company.",
            "yes",
        ),
        # showing that it breaks down plastic
        (
            ["Her former student, Dr. Tiago Reis, later showed it could break down plastic."],
            "Reis demonstrated that the enzyme can degrade plastic.",
            "yes",
        ),
    ],
)
def test_deaths_interim_roles_and_findings_from_batch_130(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a gain said by the difference it is
        (
            ["In the 2022 election, the Green Party won 14 seats, up from 9 in 2018."],
            "The Greens gained five seats.",
            "yes",
        ),
        # what a count was before a change by a number
        (
            ["The Liberal Party lost 6 seats and finished with 22."],
            "The Liberals had 28 seats before the election.",
            "yes",
        ),
        (
            ["The Liberal Party lost 6 seats and finished with 22."],
            "The Liberals had 30 seats before the election.",
            "no",
        ),
        # a figure per each as a quotient
        (
            ["The hotel's 120 rooms were renovated last year at a cost of 4 million euros."],
            "Each room cost about 33,000 euros to renovate on average.",
            "yes",
        ),
        (
            ["The hotel's 120 rooms were renovated last year at a cost of 4 million euros."],
            "Each room cost about 50,000 euros to renovate on average.",
            "no",
        ),
    ],
)
def test_gains_counts_before_and_quotients_from_batch_131(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # advice against what the context says to avoid, or one way of "either way"
        (
            ["Patients taking the drug should avoid grapefruit juice."],
            "Patients should drink grapefruit juice with the drug.",
            "no",
        ),
        (
            ["Patients taking the drug should avoid grapefruit juice."],
            "Patients should not drink grapefruit juice with the drug.",
            "yes",
        ),
        (
            ["The drug should be taken at the same time each day, with or without food."],
            "The drug must be taken with food.",
            "no",
        ),
        (
            ["The drug should be taken at the same time each day, with or without food."],
            "The drug can be taken with food.",
            "yes",
        ),
        # a share of a count
        (
            ["The council approved 500 new homes. A third of them will be affordable housing."],
            "About 167 of the new homes will be affordable.",
            "yes",
        ),
    ],
)
def test_advice_either_way_and_shares_of_counts_from_batch_134(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


def test_a_share_of_a_count_that_the_context_does_not_give_is_not_supported() -> None:
    context = ["The council approved 500 new homes. A third of them will be affordable housing."]
    assert verdict(context, "About 250 of the new homes will be affordable.") != "yes"


_EXHIBITION = [
    "The exhibition brings together 80 paintings. It runs from 12 March to 30 June. Tickets cost"
    " 18 euros, and entry is free for visitors under 26."
]
_CLOSURE = ["The library will be closed for refurbishment from 1 July to 31 August."]
_SLEEP_STUDY = [
    "Those who stopped using screens an hour before bed fell asleep 12 minutes faster than the"
    " control group. The researchers found no difference in total sleep time."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a price said with "is" against one said with "cost"
        (_EXHIBITION, "Tickets are 25 euros.", "no"),
        (_EXHIBITION, "Tickets are 18 euros.", "yes"),
        # a range of dates is no range of its days' figures
        (_EXHIBITION, "Tickets cost 20 euros.", "no"),
        # the start and end of a span given as months
        (_EXHIBITION, "The exhibition opens in April.", "no"),
        (_EXHIBITION, "The exhibition opens in March.", "yes"),
        (_EXHIBITION, "The exhibition closes at the end of June.", "yes"),
        (_EXHIBITION, "The exhibition closes in May.", "no"),
        # "does not pay" within a limit that makes it free
        (_EXHIBITION, "A 20-year-old visitor does not pay for entry.", "yes"),
        # a closure: closing starts it, reopening follows it
        (_CLOSURE, "The library reopens in September.", "yes"),
        (_CLOSURE, "The library reopens in October.", "no"),
        (_CLOSURE, "The library closes in July.", "yes"),
        (_CLOSURE, "The library closes in August.", "no"),
        # no difference: the same, and no more or less
        (_SLEEP_STUDY, "Total sleep time was the same in both groups.", "yes"),
        (_SLEEP_STUDY, "The screen-free group slept longer overall.", "no"),
        # a difference in minutes is no length of another thing
        (_SLEEP_STUDY, "The study lasted six months.", "unsure"),
        # positions, instruments, meals: closed classes
        (
            ["Ajax have signed the Danish midfielder Mikkel Holm from Brondby."],
            "Holm is a defender.",
            "no",
        ),
        (
            ["Breakfast is served from 7 am in the hotel restaurant."],
            "Dinner is served from 7 am in the hotel restaurant.",
            "no",
        ),
    ],
)
def test_prices_spans_closures_and_no_difference_from_batch_135(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_ELECTION = [
    "Sara Lind won the mayoral election with 52% of the vote, beating the incumbent, Tomas Berg,"
    " who took 41%."
]
_WARNING = [
    "A yellow weather warning for snow is in place from 6 pm on Thursday until noon on Friday."
]
_RECALL = [
    "The company is recalling electric kettles because the handle can overheat. Customers should"
    " stop using the kettles and will get a full refund."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # who was beaten lost; a margin is the difference of the two shares
        (_ELECTION, "Berg lost the election.", "yes"),
        (_ELECTION, "Lind lost the election.", "no"),
        (_ELECTION, "Lind won by 11 percentage points.", "yes"),
        (_ELECTION, "Lind won by 15 percentage points.", "no"),
        # a span of weekdays; a colour is one of a class, a range of times no range of colours
        (_WARNING, "The warning begins on Friday morning.", "no"),
        (_WARNING, "The warning begins on Thursday evening.", "yes"),
        (_WARNING, "It is a red warning.", "no"),
        # giving up a use and going on with it; something else in place of what is given
        (_RECALL, "Customers can keep using the kettles.", "no"),
        (_RECALL, "Customers should no longer use the kettles.", "yes"),
        (_RECALL, "Customers will be offered a replacement kettle instead of a refund.", "no"),
        # a rate before a change by percentage points
        (
            [
                "The bank raised its rate by a quarter of a percentage point to 4.5%, a third increase."
            ],
            "Before the rise, the rate was 4.25%.",
            "yes",
        ),
        # a decade of ages, and an age from a birth year
        (["The patient, a man in his 40s, is stable."], "The man is in his fifties.", "no"),
        (["The patient, a man in his 40s, is stable."], "The man is 45.", "unsure"),
        (
            ["The patient, a man in his 40s, was in a stable condition."],
            "The patient is in a critical condition.",
            "no",
        ),
        (
            ["Marie Curie was born in Warsaw in 1867 and moved to Paris in 1891."],
            "Curie moved to Paris in her thirties.",
            "no",
        ),
        # a place after a possessive; a road; a job's hours
        (["The role is based in our Leeds office."], "The role is based in Manchester.", "no"),
        (["The crash on the A9 closed the road."], "The crash happened on the M9.", "no"),
        (["The crash on the A9 closed the road."], "The crash happened on the A9.", "yes"),
        (["We are hiring a part-time bookkeeper."], "The bookkeeper job is full-time.", "no"),
    ],
)
def test_losers_margins_weekday_spans_and_places_from_batch_138(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_WARNING_AND_CFO = [
    "The shares fell 18% after the company said annual earnings would be well below forecasts."
    " The chief financial officer, Priya Nair, said costs would be cut."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # one title is not another, for the person the context gives it
        (_WARNING_AND_CFO, "Priya Nair is the company's chief executive.", "no"),
        (_WARNING_AND_CFO, "Priya Nair is the chief financial officer.", "yes"),
        (
            ["Mark Ellis, the chairman and chief executive, resigned."],
            "Mark Ellis was chief executive.",
            "yes",
        ),
        # a role said as "the paper's first author is ... Lena Brandt"
        (
            ["Dr Okafor led the team, and the paper's first author is her student, Lena Brandt."],
            "Dr Okafor is the paper's first author.",
            "no",
        ),
        (
            ["Dr Okafor led the team, and the paper's first author is her student, Lena Brandt."],
            "Lena Brandt is the paper's first author.",
            "yes",
        ),
        # beating forecasts is being above them; a share of value lost is a fall
        (_WARNING_AND_CFO, "The company expects earnings to beat forecasts.", "no"),
        (_WARNING_AND_CFO, "Earnings will fall short of expectations.", "yes"),
        (_WARNING_AND_CFO, "The shares lost almost a fifth of their value.", "yes"),
        (_WARNING_AND_CFO, "The shares lost a third of their value.", "no"),
        # trading stopped or going on; jobs at risk are jobs that could go
        (
            ["Administrators said the business would continue trading while a buyer is sought."],
            "The business has stopped trading.",
            "no",
        ),
        (["About 300 jobs are at risk."], "300 jobs could go.", "yes"),
    ],
)
def test_titles_first_authors_forecasts_and_value_lost_from_batch_139(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_MERGER = [
    "The merger of Halden Bank and Norvik Savings will create the country's third-largest lender,"
    " with 4.1 million customers. Norvik's chief executive, Ola Strand, will lead the group."
]
_DRAW = [
    "Rovers came from two goals down to draw 2-2 with United on Sunday. Ella Moss scored both of"
    " Rovers' goals in the last ten minutes. The result leaves United top of the table."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a figure in millions is no figure in exponent form
        (_MERGER, "The bank will have over four million customers.", "yes"),
        (_MERGER, "The bank will have over five million customers.", "no"),
        # ranked below the top; heading another organisation
        (_MERGER, "The new group will be the country's biggest lender.", "no"),
        (_MERGER, "Ola Strand runs Halden Bank.", "no"),
        (_MERGER, "Ola Strand runs Norvik Savings.", "yes"),
        # a draw was won by neither side; both goals are two; the top of the table
        (_DRAW, "Rovers won the match.", "no"),
        (_DRAW, "Rovers beat United.", "no"),
        (_DRAW, "Moss scored twice.", "yes"),
        (_DRAW, "Rovers lead the table.", "no"),
        # twice the size is bigger; an appositive with a relative clause
        (
            [
                "Astronomers found K2-18b, a planet about 120 light years away that is more than"
                " twice the size of Earth."
            ],
            "K2-18b is smaller than Earth.",
            "no",
        ),
        (
            [
                "Astronomers found K2-18b, a planet about 120 light years away that is more than"
                " twice the size of Earth."
            ],
            "K2-18b is bigger than Earth.",
            "yes",
        ),
        # what an airline allows, within its limit
        (
            ["The airline allows one cabin bag of up to 10 kg."],
            "Passengers may bring a 12 kg cabin bag.",
            "no",
        ),
        (  # within the limit, what the allowance lets one bring (batch 187; the dev set's
            # label for this claim is yes, and it was judged unsure until then)
            ["The airline allows one cabin bag of up to 10 kg."],
            "Passengers may bring a 7 kg cabin bag.",
            "yes",
        ),
    ],
)
def test_millions_ranks_heads_draws_and_sizes_from_batch_142(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a surplus is the opposite of a deficit; a hiring freeze however said
        (
            [
                "The charity's spending grew faster than its income, leaving a deficit of 800,000"
                " pounds."
            ],
            "The charity had a surplus of 800,000 pounds.",
            "no",
        ),
        (["The trustees have frozen recruitment."], "The charity has stopped hiring.", "yes"),
        # notice given ahead is no length of another thing, but a bound on notice limits it
        (
            [
                "Employees are entitled to 28 days' paid holiday a year. Up to five days can be"
                " carried over."
            ],
            "Employees must book holiday a month in advance.",
            "unsure",
        ),
        (
            ["Employees must give at least 30 days notice before leaving."],
            "Employees can give 7 days notice.",
            "no",
        ),
    ],
)
def test_surpluses_freezes_and_notice_from_batch_143(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_MINISTER = [
    "Born in Lagos in 1961, Ngozi Adeyemi trained as an engineer. She served as transport"
    " minister from 2003 to 2007."
]
_TRAIN = [
    "The 7:15 train from Oxford to London Paddington now leaves at 7:05 and no longer stops at"
    " Reading. The change takes effect from 2 June."
]
_COACH = ["Lena Park replaced Tom Reyes as head coach in January. Park previously coached in Oslo."]
_ENZYME = [
    "Researchers at the University of Oslo found that the enzyme can break down PET plastic in"
    " about 48 hours at 40C. At room temperature the process took several weeks."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a post taken up starts a span; a span of years is a length in years
        (_MINISTER, "Adeyemi became transport minister in 2007.", "no"),
        (_MINISTER, "Adeyemi became transport minister in 2003.", "yes"),
        (_MINISTER, "Adeyemi was transport minister for four years.", "yes"),
        # two times of day a gap apart; a train that stops at a station calls there
        (_TRAIN, "The 7:15 train will depart ten minutes earlier.", "yes"),
        (_TRAIN, "The train still calls at Reading.", "no"),
        (_TRAIN, "From 2 June, the train skips Reading.", "yes"),
        # who replaced whom, and is the coach now
        (_COACH, "Tom Reyes is the current head coach.", "no"),
        (_COACH, "Lena Park is the head coach.", "yes"),
        # a month is no rival of a place
        (["Lena Park took over in January."], "Park previously coached a team in Spain.", "unsure"),
        # "40C" is a temperature; "At" opens a sentence, it names no one
        (_ENZYME, "At 40C, the plastic broke down in about two days.", "yes"),
    ],
)
def test_spans_of_posts_clock_gaps_and_replacements_from_batch_146(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # done what the context says was prevented
        (
            [
                "The court granted an injunction stopping the developer from demolishing the"
                " building until a hearing in April."
            ],
            "The building was demolished in April.",
            "no",
        ),
        (
            ["Police prevented the protesters from entering the square."],
            "The square was entered by protesters.",
            "no",
        ),
        (
            ["Police prevented the protesters from entering the square."],
            "The protesters were kept out of the square.",
            "yes",
        ),
        # jobs created against jobs cut
        (["The company is cutting 120 roles."], "The company is creating 120 new jobs.", "no"),
    ],
)
def test_prevented_acts_and_jobs_cut_from_batch_147(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_FINAL = [
    "In the final, Arsenal beat Chelsea 2-1 at Wembley. Chelsea's goal came from Sam Kerr;"
    " Arsenal's winner was scored by Alessia Russo in extra time."
]
_STUDY = [
    "The study was led by Professor Hannah Cole of Edinburgh University, with data from Dr Ian"
    " Price's team at King's College London."
]
_SCHOOL = [
    "Ms Okoro, the head teacher, announced that the school's deputy head, Mr Daly, will retire"
    " in July."
]
_DEAL = [
    "Berlin-based Nuvo acquired the Dutch start-up Klara for 45 million euros. Klara's founder,"
    " Pieter de Vries, will join Nuvo's board."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a name swapped for another name of the same context
        (_FINAL, "Sam Kerr scored the winning goal.", "no"),
        (_FINAL, "Alessia Russo scored the winning goal.", "yes"),
        (_STUDY, "Hannah Cole works at King's College London.", "no"),
        (_STUDY, "Hannah Cole works at Edinburgh University.", "yes"),
        (_SCHOOL, "Mr Daly is the head teacher.", "no"),
        (_SCHOOL, "Ms Okoro is the head teacher.", "yes"),
        (_DEAL, "Pieter de Vries founded Nuvo.", "no"),
        (_DEAL, "Pieter de Vries founded Klara.", "yes"),
        # "Berlin-based Nuvo" is based in Berlin
        (_DEAL, "Nuvo is based in Amsterdam.", "no"),
        (_DEAL, "Nuvo is based in Berlin.", "yes"),
    ],
)
def test_names_swapped_within_the_context_from_batch_149(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


def test_an_act_going_on_has_its_doer_and_the_reason_quotes_the_act_as_written() -> None:
    result = judge_claims(_SCHOOL, ["Ms Okoro is retiring in July."])["verdicts"][0]
    assert result["verdict"] == "no"
    assert '"retire"' in result["reason"] and "Daly" in result["reason"]
    assert verdict(_SCHOOL, "Mr Daly is retiring in July.") == "yes"


_MUSEUM = ["The museum is open Tuesday to Sunday from 10 am to 5 pm and closed on Mondays."]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # closed on one day is open on the days of its range
        (_MUSEUM, "You can visit the museum on a Saturday.", "yes"),
        (_MUSEUM, "You can visit the museum on a Monday.", "no"),
        # a service suspended did not run as normal
        (
            ["Ferries were suspended until Friday evening because of high winds."],
            "Ferries ran as normal on Thursday.",
            "no",
        ),
        # "also" adds a figure the context leaves out
        (
            ["Marta Ruiz set a new national record in the 10,000 metres."],
            "Ruiz also holds the 5,000 metres record.",
            "unsure",
        ),
        (
            ["Marta Ruiz set a new national record in the 10,000 metres."],
            "Ruiz set a national record in the 5,000 metres.",
            "no",
        ),
    ],
)
def test_days_open_services_suspended_and_figures_added_from_batch_150(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_LIBRARY = [
    "The library lends e-books for 21 days, and up to five can be borrowed at a time. Late"
    " returns are not possible."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a length is no rival of a count, nor a count of a length
        (_LIBRARY, "You can borrow an e-book for three weeks.", "yes"),
        (_LIBRARY, "The library has 10,000 e-books.", "unsure"),
        (_LIBRARY, "You can borrow an e-book for two weeks.", "no"),
        # but how often is a count a day, as trains a day are
        (
            ["The train from Lyon to Geneva runs four times a day."],
            "There are six trains a day from Lyon to Geneva.",
            "no",
        ),
    ],
)
def test_lengths_and_counts_from_batch_153(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a year and a half is 18 months
        (["Negotiations went on for 18 months."], "The talks lasted a year and a half.", "yes"),
        (["Negotiations went on for 18 months."], "Negotiations went on for two years.", "no"),
        (["The course runs for six months."], "The course lasts 180 days.", "yes"),
        # called off is no longer going ahead; seriously hurt is seriously injured
        (
            ["Strikes planned for next week have been called off."],
            "The strikes will no longer go ahead.",
            "yes",
        ),
        (
            ["Two people were treated; nobody was seriously hurt."],
            "Nobody was seriously injured.",
            "yes",
        ),
        (["Patients said the treatment hurt less."], "Patients said they were injured.", "unsure"),
        # what is under investigation is not known yet
        (
            ["The cause of the crash is still under investigation."],
            "The cause of the crash has been identified.",
            "no",
        ),
    ],
)
def test_half_years_cancellations_and_causes_from_batch_154(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_SURVEY = [
    "The survey of 1,000 parents found that 62% limit their children's screen time on school"
    " nights, while 18% set no limits at all."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a bound on a share, met by the share of the claim's own clause
        (_SURVEY, "Fewer than one in five parents set no limits.", "yes"),
        (_SURVEY, "Fewer than one in ten parents set no limits.", "no"),
        (_SURVEY, "Over half of parents set no limits.", "no"),
        (_SURVEY, "Over half of parents limit screen time on school nights.", "yes"),
        # holding a post until a permanent holder is found is holding it temporarily
        (
            ["Her deputy, Leo Grant, will run the charity until a permanent successor is found."],
            "Leo Grant is now leading the charity on a temporary basis.",
            "yes",
        ),
        # barred is banned; adding a price is a difference of two prices
        (
            ["The city will ban diesel cars from the centre."],
            "Diesel cars will be barred from the centre.",
            "yes",
        ),
        (
            ["It costs 799 dollars for the 128 GB model; the 256 GB model costs 899 dollars."],
            "Doubling the storage adds 100 dollars to the price.",
            "yes",
        ),
    ],
)
def test_shares_of_a_clause_interim_posts_and_bans_from_batch_157(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_BRIDGE = [
    "The new bridge is 1.2 km long and cost 300 million euros. It cut the journey between the"
    " two towns from 45 minutes to 10 minutes."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "from 45 to 10" after a change is two values, not a range
        (_BRIDGE, "The journey now takes a quarter of an hour.", "no"),
        (_BRIDGE, "The bridge saves drivers 35 minutes.", "yes"),
        # a length is no figure of a count
        (_BRIDGE, "The bridge has two lanes in each direction.", "unsure"),
        # a unit said once for a change: "from six years to four"
        (
            ["Liam Cole had his sentence reduced from six years to four."],
            "Liam Cole's sentence was cut by two years.",
            "yes",
        ),
        # the winner's figure is not the loser's
        (
            ["Anna Berg was elected party leader with 58% of the votes, defeating Karl Lind."],
            "Lind won 58% of the vote.",
            "no",
        ),
        # delayed passengers beside cancelled flights: the cancelled are not ruled out
        (
            [
                "The airline will refund passengers whose flights were cancelled. Passengers delayed"
                " by more than three hours may also claim compensation."
            ],
            "Passengers on cancelled flights can get a refund.",
            "yes",
        ),
        (["The concert was postponed to May."], "The concert was cancelled.", "no"),
    ],
)
def test_changes_lengths_winners_and_delays_from_batch_158(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_CLINIC = [
    "The clinic is open Monday to Friday, 8 am to 6 pm. Appointments can be booked online or by"
    " phone, and walk-ins are seen only on Wednesday mornings."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a time that ends a sentence keeps its full stop; hours after days are opening hours
        (_CLINIC, "The clinic closes at 6 pm on weekdays.", "yes"),
        (_CLINIC, "The clinic closes at 8 pm.", "no"),
        (_CLINIC, "You can book an appointment by phone.", "yes"),
        # "only on Wednesday mornings" limits when, not who
        (_CLINIC, "Walk-in patients are seen on Wednesday mornings.", "yes"),
        (_CLINIC, "Walk-in patients are seen on Friday mornings.", "no"),
        # findings that appeared in one journal, not another
        (
            ["The team published its findings in Science last week."],
            "The findings appeared in Nature.",
            "no",
        ),
        (
            ["The team published its findings in Science last week."],
            "The findings appeared in Science.",
            "yes",
        ),
    ],
)
def test_hours_only_when_and_journals_from_batch_161(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what a thing has now, named inside an aim, is no aim
        (
            ["The start-up plans to double its staff of 40 within a year."],
            "The start-up has a staff of 40.",
            "yes",
        ),
        (
            ["The start-up aims to reach 40 staff within a year."],
            "The start-up already has 40 staff.",
            "no",
        ),
        # "before" closing a clause is before now, not before the context's event
        (
            ["Vasquez will step down at the end of the season after eight years."],
            "Vasquez stepped down before the end of the season.",
            "no",
        ),
    ],
)
def test_aims_and_before_from_batch_162(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


def test_before_as_an_adverb_is_not_the_opposite_of_after() -> None:
    context = ["Her successor, Aki Laine, takes over in September after eight years of Vasquez."]
    assert verdict(context, "Laine has worked with orchestras before.") != "no"


def test_a_context_of_punctuation_alone_is_judged_without_an_error() -> None:
    claim = "since days chief closed days 30 not 4.5% and before coach prevented draw or shop"
    assert judge_claims([";"], [claim])["verdicts"][0]["verdict"] in ("yes", "no", "unsure")


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # men and women, a son and a grandson: one of a class is not the other
        (["The study followed 8,000 women over 20 years."], "The study followed 8,000 men.", "no"),
        (
            ["The study followed 8,000 women over 20 years."],
            "The study followed 8,000 women.",
            "yes",
        ),
        (
            ["The bakery, founded by Rosa Ferreira, is now run by her grandson, Tiago."],
            "Tiago is Rosa's son.",
            "no",
        ),
        # a bare bound (an age) is not met by a length: "over 20 years" of a study
        (
            ["The study followed women over 20 years."],
            "The women in the study were over 60.",
            "unsure",
        ),
    ],
)
def test_classes_of_people_and_bare_bounds_from_batch_164(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "passenger numbers" is the number of passengers
        (
            ["The airline carried 52 million passengers, up from 47 million."],
            "Passenger numbers fell.",
            "no",
        ),
        (
            ["The airline carried 52 million passengers, up from 47 million."],
            "Passenger numbers rose.",
            "yes",
        ),
        (["Call us on the numbers below."], "Passenger numbers rose.", "unsure"),
    ],
)
def test_numbers_of_people_from_batch_167(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_RATES = [
    "Mortgage rates fell for the third month in a row, with the average two-year fixed rate now"
    " at 5.1%, down from 5.3% in March."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the third month in a row is three consecutive months
        (_RATES, "Rates have fallen for three consecutive months.", "yes"),
        (_RATES, "Rates have fallen three months in a row.", "yes"),
        # what a value was is not what it is now
        (_RATES, "The average rate is now 5.3%.", "no"),
        (_RATES, "The average rate is now 5.1%.", "yes"),
        # primary and secondary pupils
        (
            ["Free school meals will be extended to all primary pupils from September."],
            "Free school meals will be extended to secondary pupils.",
            "no",
        ),
    ],
)
def test_runs_then_and_now_and_school_levels_from_batch_168(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_POLICY = [
    "Under the policy, the insurer covers 80% of eligible repair costs after the policyholder"
    " pays an excess of £250.",
    "Claims must be filed within 30 days of the incident.",
]
_TENANCY = [
    "The tenancy runs for a fixed term of twelve months starting on 1 March.",
    "The landlord is responsible for repairs to the boiler and the roof; tenants must keep the"
    " garden tidy.",
]
_COURSE = ["Patients should take one tablet twice daily with food for ten days."]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "all" against the one share the context gives
        (_POLICY, "The insurer pays all of the repair costs.", "no"),
        (_POLICY, "The insurer pays 80% of the repair costs.", "yes"),
        (
            ["The vaccine was 95% effective in preventing severe illness in the trial."],
            "The vaccine prevented severe illness in nearly all cases in the trial.",
            "yes",
        ),
        # a month to make a claim: a length, and the act said in everyday words
        (_POLICY, "You have a month to make a claim.", "yes"),
        (_POLICY, "You have a year to make a claim.", "no"),
        # the party liable in one clause; the claim's party is named in another
        (_TENANCY, "Tenants must pay for roof repairs.", "no"),
        (_TENANCY, "The landlord must pay for roof repairs.", "yes"),
        # how long a course lasts, against the length the context gives with "for"
        (_COURSE, "The course lasts a week.", "no"),
        (_COURSE, "The course lasts ten days.", "yes"),
        # prosecutors are the prosecution; "challenge the verdict" is an appeal
        (
            ["The prosecution said it would not appeal."],
            "Prosecutors plan to challenge the verdict.",
            "no",
        ),
        (["The prosecution said it would not appeal."], "Prosecutors will not appeal.", "yes"),
        # hypertension, taking part, people for patients
        (
            ["The trial enrolled 420 patients with high blood pressure."],
            "More than 400 people with hypertension took part.",
            "yes",
        ),
        (
            [*_COURSE, "Common side effects include nausea and mild headaches."],
            "Some people feel sick after taking it.",
            "yes",
        ),
    ],
)
def test_terms_of_art_in_everyday_words_from_batch_169(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_FLIGHT = [
    "The flight from Lisbon to Toronto was delayed by four hours because of a technical fault."
]
_DERBY = ["Arsenal beat Chelsea 3-1 at the Emirates on Saturday, with Bukayo Saka scoring twice."]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # one journey's ends swapped; another route is not this one
        (_FLIGHT, "The flight was going from Toronto to Lisbon.", "no"),
        (_FLIGHT, "The flight was going from Lisbon to Toronto.", "yes"),
        (
            ["The flight from Paris to Tokyo takes about 13 hours."],
            "The flight from Tokyo to Paris takes about 13 hours.",
            "unsure",
        ),
        # "left four hours late" is a delay; a mechanical problem is a technical fault
        (_FLIGHT, "The plane left four hours late due to a mechanical problem.", "yes"),
        (_FLIGHT, "The plane left two hours late.", "no"),
        # where a game was played, against the venue the context names after "at the"
        (_DERBY, "The game was played at Stamford Bridge.", "no"),
        # the side beaten lost, by the score the context gives
        (_DERBY, "Chelsea lost the match.", "yes"),
        (_DERBY, "Arsenal lost the match.", "no"),
        (_DERBY, "Chelsea lost 2-1.", "no"),
        (_DERBY, "Chelsea lost 3-1.", "yes"),
        # "a lower temperature" says which temperature, not that anything fell
        (
            ["Water expands by about 9% when it freezes, which is why ice floats."],
            "Salt water freezes at a lower temperature.",
            "unsure",
        ),
        (
            ["Water expands by about 9% when it freezes, which is why ice floats."],
            "Water shrinks when it freezes.",
            "no",
        ),
        # a part of a century that holds the context's decade, and "dates from"
        (
            ["The castle was built in the 1280s by Edward I."],
            "The castle dates from the late 13th century.",
            "yes",
        ),
        (
            ["The castle was built in the 1280s by Edward I."],
            "The castle dates from the early 13th century.",
            "no",
        ),
    ],
)
def test_routes_venues_results_and_centuries_from_batch_172(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_CARS = [
    "Sales of electric cars rose by 40% last year to 380,000, while petrol car sales fell by 12%."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what a car runs on is a closed class: each clause gives its own figure
        (_CARS, "Electric car sales fell by 12%.", "no"),
        (_CARS, "Petrol car sales fell by 12%.", "yes"),
        # a year said once for the sentence binds no clause
        (
            ["Sales of electric cars rose by 40% in 2023, while sales of petrol cars fell by 8%."],
            "Petrol car sales went down in 2023.",
            "yes",
        ),
        # a full name is the person: a sibling who shares the surname is someone else
        (
            ["Maria Lopez, the head chef, opened the restaurant with her brother Diego."],
            "Diego Lopez is the head chef.",
            "no",
        ),
        (
            ["Maria Lopez, the head chef, opened the restaurant with her brother Diego."],
            "Maria Lopez is the head chef.",
            "yes",
        ),
        # "five years after" is a length, not the year 1825
        (
            ["The restaurant opened in 2016.", "It won its first Michelin star in 2021."],
            "The restaurant got a Michelin star five years after it opened.",
            "yes",
        ),
        # "under-18s" are people under 18
        (
            ["Entry is free for under-18s; adults pay £12."],
            "A 16-year-old gets in for free.",
            "yes",
        ),
        (["Entry is free for under-18s; adults pay £12."], "A 20-year-old gets in for free.", "no"),
    ],
)
def test_fuels_full_names_lengths_and_age_groups_from_batch_175(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_WILL = [
    "Under the will, the house passes to her son Tom, while her savings are split equally"
    " between her two daughters, Ann and Beth."
]
_ADMINISTRATION = [
    "The administrators, from KPMG, are looking for a buyer; the 240 staff have been kept on"
    " for now."
]
_INFLATION = ["Inflation fell to 3.2% in April from 3.8% in March, the lowest rate in two years."]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what "passes to" someone under a will, they inherit; not the other heirs
        (_WILL, "Tom inherits the house.", "yes"),
        (_WILL, "Ann inherits the house.", "no"),
        # staff kept on were not laid off; looking for a buyer is trying to sell
        (_ADMINISTRATION, "All 240 employees have been laid off.", "no"),
        (_ADMINISTRATION, "The staff have not been laid off.", "yes"),
        (_ADMINISTRATION, "KPMG is trying to sell the company.", "yes"),
        (["Your data is kept on German servers."], "Your data is kept on German servers.", "yes"),
        # an injunction that bars publishing: not allowed to print
        (
            [
                "The court granted an injunction which bars the newspaper from publishing the photos."
            ],
            "The newspaper is not allowed to print the photos.",
            "yes",
        ),
        # "became cheaper" is a price that fell
        (["Food prices rose by 5% over the year."], "Food became cheaper over the year.", "no"),
        (
            ["Food prices rose by 5% over the year."],
            "Food got more expensive over the year.",
            "yes",
        ),
        # each figure with its month; a month owns no figure that follows it
        (_INFLATION, "Inflation in April was 3.8%.", "no"),
        (_INFLATION, "Inflation in April was 3.2%.", "yes"),
        (_INFLATION, "Inflation in March was 3.8%.", "yes"),
        # a month is the slot of the context's event only, not of another one
        (_INFLATION, "The central bank will cut interest rates in May.", "unsure"),
        (
            ["The storm knocked out power to 40,000 homes on Tuesday night."],
            "Power was lost on Wednesday morning.",
            "no",
        ),
    ],
)
def test_wills_administrations_prices_and_months_from_batch_176(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_LOVELACE = [
    "Ada Lovelace worked with Charles Babbage on his proposed Analytical Engine and published"
    " the first algorithm intended for it in 1843.",
    "She died in 1852 at the age of 36.",
]
_BINS = [
    "From 1 January, households must separate food waste, which will be collected weekly;"
    " general rubbish will be collected every two weeks."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the sentence's subject did the act joined by "and"; its object did not
        (_LOVELACE, "Babbage published the first algorithm for the Analytical Engine.", "no"),
        (_LOVELACE, "Lovelace published the first algorithm.", "yes"),
        (_LOVELACE, "Babbage worked with Lovelace.", "yes"),
        # an age at death gives the decade of life and the year of birth
        (_LOVELACE, "Lovelace died in her thirties.", "yes"),
        (_LOVELACE, "Lovelace died in her forties.", "no"),
        (_LOVELACE, "Lovelace was born in 1816.", "yes"),
        # one statement's figure given to another statement's subject
        (_BINS, "Food waste will be collected every two weeks.", "no"),
        (_BINS, "Food waste will be collected every week.", "yes"),
        # a list of a closed class is what there is
        (
            ["It weighs 172 grams and comes in black, white and green."],
            "It is available in blue.",
            "no",
        ),
        (
            ["It weighs 172 grams and comes in black, white and green."],
            "It comes in green.",
            "yes",
        ),
        # what was replaced does not still go on
        (
            ["The bridge opened in 2019. It replaced a ferry crossing that had run since 1890."],
            "The ferry still operates alongside the bridge.",
            "no",
        ),
    ],
)
def test_subjects_ages_statements_lists_and_replacements_from_batch_177(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_FESTIVAL = [
    "Tickets cost €40 for adults and €25 for students with a valid card; children under 5 go free.",
    "The festival runs from Friday to Sunday, with the main stage closing at 11pm each night.",
]
_SLEEP = [
    "The study followed 12,000 nurses for 20 years and found that those who slept less than six"
    " hours a night had a 30% higher risk of heart disease.",
    "The authors cautioned that the study shows an association, not cause and effect.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the clause that sets the bound says whether it grants or forbids
        (_FESTIVAL, "A three-year-old doesn't need to pay.", "yes"),
        (_FESTIVAL, "A three-year-old must pay €25.", "no"),
        # days of a span of weekdays, both ends counted
        (_FESTIVAL, "The festival lasts three days.", "yes"),
        # a cause the context says was not shown
        (_SLEEP, "The study proved that lack of sleep causes heart disease.", "no"),
        (_SLEEP, "Nurses who slept under six hours had a higher risk of heart disease.", "yes"),
        # "all" against a share only of what "all" speaks of
        (_SLEEP, "The nurses were all women.", "unsure"),
        # a finance director is the CFO
        (
            ["Priya Shah, the finance director, presented the results."],
            "Priya Shah is the company's CFO.",
            "yes",
        ),
    ],
)
def test_bound_clauses_spans_causes_and_titles_from_batch_179(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_FINAL = [
    "Chen Wei, 34, won the men's singles title after beating the defending champion, Lars Holm,"
    " in five sets."
]
_FLOOD = [
    "The river flooded after three days of heavy rain, forcing about 300 residents to leave"
    " their homes.",
    "No one was injured, but the main road into the town remains closed.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the one beaten beside the win, past an age and a title
        (_FINAL, "Lars Holm won the men's singles title.", "no"),
        (_FINAL, "Chen Wei won the men's singles title.", "yes"),
        # overtime rates as a class
        (
            ["Workers asked to train outside their normal hours get double their usual rate."],
            "Training outside normal hours is paid at time and a half.",
            "no",
        ),
        (
            ["Workers asked to train outside their normal hours get 1.5 times their usual rate."],
            "Training outside normal hours is paid at time and a half.",
            "yes",
        ),
        # forced to leave their homes: evacuated; remains closed: not reopened
        (_FLOOD, "Around 300 people were evacuated.", "yes"),
        (_FLOOD, "The main road has reopened.", "no"),
        (
            ["Six schools remain closed because of flood damage."],
            "The damaged schools will reopen next week.",
            "unsure",
        ),
    ],
)
def test_winners_overtime_evacuations_and_closures_from_batch_182(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_LOANS = [
    "The library lends e-books for 21 days and printed books for 14 days.",
    "Members can renew a loan twice online, unless another member has reserved the item.",
]
_WHEAT = [
    "Dr Elena Rossi's team sequenced the genome of the ancient wheat, while Dr Samuel Okafor's"
    " group grew the plants in field trials.",
    "The wheat proved more resistant to drought than modern varieties.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the case an "unless" clause leaves out, said in its own words
        (_LOANS, "A reserved item cannot be renewed.", "yes"),
        # "twice online" is a count
        (_LOANS, "Members can renew a loan three times.", "no"),
        (_LOANS, "Members can renew a loan twice.", "yes"),
        # how or where, closing the claim, by a noun the context never says
        (_LOANS, "Members can renew loans by phone.", "unsure"),
        (_WHEAT, "Rossi's team grew the plants in greenhouses.", "unsure"),
        (_WHEAT, "Okafor's group grew the plants in field trials.", "yes"),
        (["Cycling trips doubled."], "Twice as many trips were made by bike.", "yes"),
        # "drought-resistant" is resistant to drought, compared as the context compares it
        (_WHEAT, "Modern wheat is more drought-resistant than the ancient wheat.", "no"),
        (_WHEAT, "The ancient wheat is more drought-resistant than modern varieties.", "yes"),
    ],
)
def test_exceptions_counts_details_and_compounds_from_batch_183(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_DOSES = [
    "The vaccine is given as two doses, four weeks apart, and is approved for people aged 12"
    " and over."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a month for four weeks, and "after the first" as the gap between doses
        (_DOSES, "The second dose is given a month after the first.", "yes"),
        (_DOSES, "The second dose is given a week after the first.", "no"),
        (_DOSES, "The second dose is given two months after the first.", "no"),
        (
            ["Tenants must give two months' notice before leaving."],
            "Tenants have to give eight weeks' notice before leaving.",
            "yes",
        ),
        # a value before it halved
        (
            ["Orion cut 450 jobs after profits halved to £30 million."],
            "Profits were £60 million before they halved.",
            "yes",
        ),
        (
            ["Orion cut 450 jobs after profits halved to £30 million."],
            "Profits were £90 million before they halved.",
            "no",
        ),
    ],
)
def test_months_as_weeks_and_values_before_a_halving_from_batch_185(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what an allowance allows one to bring
        (
            ["The airline allows one cabin bag of up to 10 kg."],
            "Passengers may bring a 10 kg carry-on bag.",
            "yes",
        ),
        (
            ["The airline allows one cabin bag of up to 10 kg."],
            "Passengers may bring a 12 kg carry-on bag.",
            "no",
        ),
    ],
)
def test_allowances_and_budgets_from_batch_187(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("written", "normalised"),
    [
        # a budget is a sum, not a cheap thing (batch 187); a budget airline is cheap
        ("The council's budget is large.", "The council's budget is large."),
        ("a budget airline", "a inexpensive"),
        # batch 176-185 rewrites
        ("the house passes to her son", "the premises inherit her son"),
        ("the road passes to the north", "the road passes to the north"),
        ("food became cheaper", "food prices fell"),
        ("free for under-18s", "free for people under 18"),
        ("the staff were kept on for now.", "the employees were not fired for now."),
        # "one in five" is a share, "number one in 15 years" and "one in 20 years" are not
        ("One in five adults smoke.", "20 % adults smoke."),
        ("their first number one in 15 years", "their first number 1 in 5475 days"),
        # two number words side by side are two numbers; "for the 12th month in a row"
        ("a crew of four three days", "a crew of 4 3 days"),
        ("fell for the 12th month in a row", "fall for 12 consecutive months"),
    ],
)
def test_rewrites_of_everyday_wording(written: str, normalised: str) -> None:
    assert normalise(written) == normalised


_GYM = [
    "The gym is open 24 hours on weekdays and from 8am to 8pm at weekends.",
    "Membership costs £35 a month; students get 20% off.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # any hour of a day kept open around the clock; not of the other days
        (_GYM, "You can work out at midnight on a Tuesday.", "yes"),
        (_GYM, "The gym is open at 10pm on Saturdays.", "no"),
        # "20% off" is a 20% discount
        (_GYM, "Students get a 25% discount.", "no"),
        (_GYM, "Students get a 20% discount.", "yes"),
        # a noun a participle describes did not do the act
        (
            ["Archaeologists have found edible honey in Egyptian tombs over 3,000 years old."],
            "Honey found in Egyptian tombs was still edible.",
            "yes",
        ),
        (
            ["Archaeologists have found edible honey in Egyptian tombs over 3,000 years old."],
            "Tourists found edible honey in Egyptian tombs.",
            "no",
        ),
    ],
)
def test_open_hours_discounts_and_participles_from_batch_188(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_DIG = [
    "Dr Rosa Kent led the survey of the hill fort, helped by Omar Haddad, who recorded the "
    "coins. The team unearthed an iron-age roundhouse and a Roman well. The finds will go on "
    "display at the county museum next year, subject to a grant from the Lottery Fund."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "lasts" is a verb of time, not the opposite of "first"
        (
            ["The contract runs for twelve months. Payment is due on the first day of the month."],
            "The contract lasts a year.",
            "yes",
        ),
        # a compound's parts: "an iron-age roundhouse" is a roundhouse from the iron age; not
        # the part a prefix or suffix turns round
        (_DIG, "They discovered a roundhouse from the iron age.", "yes"),
        (["The loan is interest-free for a year."], "The loan charges interest.", "unsure"),
        # a change from one length to another with a half: no figure is split
        (
            [
                "Average waits fell from three hours to one and a half hours after the new unit "
                "opened in May."
            ],
            "Average waits fell by 90 minutes.",
            "yes",
        ),
        # "after May" says when: the act's opposite is still compared with its own clause
        (
            [
                "The clinic cut its average outpatient waiting time from three hours to one and "
                "a half hours after opening a new unit in May."
            ],
            "The average outpatient wait went up after May.",
            "no",
        ),
        # how an oven is fired is one slot
        (["Pizzas are baked in a wood-fired oven."], "Pizzas are baked in an electric oven.", "no"),
        (
            ["Pizzas are baked in a wood-fired oven."],
            "Pizzas are baked in a wood-fired oven.",
            "yes",
        ),
        # what is still to come has not happened already
        (_DIG, "The finds are already on display at the county museum.", "no"),
        (
            ["The finds went on display at the county museum last year."],
            "The finds are already on display at the county museum.",
            "yes",
        ),
        # a condition is not a fact
        (_DIG, "The Lottery Fund has given a grant for the display.", "unsure"),
        # a yearly figure times its years is the total
        (
            ["The trust provided 90,000 pounds over three years."],
            "The trust gave 30,000 pounds a year for three years.",
            "yes",
        ),
        (
            ["The trust provided 90,000 pounds over three years."],
            "The trust gave 40,000 pounds a year for three years.",
            "no",
        ),
    ],
)
def test_verbs_of_time_compounds_fuels_plans_and_yearly_sums_from_batch_190(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_ORTIZ = [
    "Lena Ortiz founded the agency in 2008. Her cousin Paul Ortiz joined in 2010 and left in "
    "2014 to start a catering firm."
]
_COVER = [
    "The travel policy pays for lost luggage. Every claim carries an excess of 100 euros. "
    "Claims must be made within 28 days of your return."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an insurance excess in everyday words; an excess is a charge, not a condition
        (_COVER, "You pay the first 100 euros of each claim yourself.", "yes"),
        (_COVER, "You pay the first 300 euros of each claim yourself.", "no"),
        (
            ["Repairs are subject to an excess of 80 pounds."],
            "The customer pays the first 80 pounds.",
            "yes",
        ),
        # "claims" the noun is not "says": its "no" still negates it
        (_COVER, "There is no excess on claims.", "no"),
        (_COVER, "Claims have to be made within four weeks of getting back.", "yes"),
        # starting a business is founding one, so the founder of the first is not the only
        # founder; a shared surname is not the same founder
        (_ORTIZ, "Paul Ortiz set up a catering company after leaving the agency.", "yes"),
        (_ORTIZ, "Paul Ortiz founded the agency.", "no"),
        # a prize is an award; a national one is not international
        (
            ["The bridge won a regional design award in 2021."],
            "The bridge won a national prize.",
            "no",
        ),
        (
            ["The bridge won a regional design award in 2021."],
            "The bridge received a regional prize for its design.",
            "yes",
        ),
        # who did not win is not the one given the win
        (
            ["Okafor's film was nominated for the prize but did not win; the prize went to Lind."],
            "Lind won the prize.",
            "yes",
        ),
        # a figure said roughly is the share the context works out
        (
            ["The museum cost 4.8 million euros, three quarters of which came from the state."],
            "The state paid about 3.5 million euros.",
            "yes",
        ),
        (
            ["The museum cost 4.8 million euros, three quarters of which came from the state."],
            "The state paid about 2 million euros.",
            "no",
        ),
        # this year is not next year
        (
            ["The mayor expects the tram line to open in the spring of next year."],
            "The mayor expects the tram line to open this year.",
            "no",
        ),
        (
            ["The mayor expects the tram line to open in the spring of next year."],
            "The mayor expects the tram line to open next year.",
            "yes",
        ),
    ],
)
def test_excesses_claims_founding_prizes_rough_shares_and_years_from_batch_193(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


_BEQUEST = [
    "Under her will, the cottage in Galway goes to her son, Declan, and the rest of the estate "
    "is split equally between her two nieces. Her sister Maeve is named as executor."
]
_DERBY = [
    "Ana Costa scored twice as Lisbon beat Setubal 2-1. Setubal's goal came from a penalty by "
    "Rui Neves. The win lifts Lisbon to third in the league, two points behind leaders Faro."
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what goes to someone under a will is inherited; a split among two is half each
        (_BEQUEST, "Declan inherits the cottage in Galway.", "yes"),
        (_BEQUEST, "Maeve inherits the cottage.", "no"),
        (_BEQUEST, "Each niece receives half of the remainder of the estate.", "yes"),
        (_BEQUEST, "Her sister will administer the estate.", "yes"),
        (
            ["The bus goes to the station every ten minutes."],
            "The station inherits the bus.",
            "unsure",
        ),
        # a league's places, and who leads it
        (_DERBY, "Lisbon are top of the league.", "no"),
        (_DERBY, "Lisbon are third in the league.", "yes"),
        (_DERBY, "Faro lead the league.", "yes"),
        # a penalty in a match is a kick, not a fine
        (_DERBY, "Setubal were fined.", "unsure"),
        # "fewer than" bounds a figure; it compares nothing with the sentence's "more"
        (
            [
                "Pain eased more in the treated group, and 6% of them reported headaches, against "
                "2% on placebo."
            ],
            "Fewer than one in ten treated patients reported headaches.",
            "yes",
        ),
        # half of the enrolled received it
        (
            ["The trial enrolled 900 adults. Half received the vaccine and half a placebo."],
            "About 450 people were given the vaccine.",
            "yes",
        ),
    ],
)
def test_wills_splits_league_places_penalties_and_bounds_from_batch_195(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what the context puts on one party of a contract is not the counterpart's
        (
            ["The borrower must insure the property against fire."],
            "The lender must insure the property against fire.",
            "no",
        ),
        (
            ["The landlord must repair the boiler. The tenant must pay the rent."],
            "The tenant must repair the boiler.",
            "no",
        ),
        (
            ["The landlord must repair the boiler. The tenant must pay the rent."],
            "The landlord must repair the boiler.",
            "yes",
        ),
        (
            ["The seller and the buyer each pay half of the notary's fee."],
            "The buyer pays half of the notary's fee.",
            "yes",
        ),
    ],
)
def test_a_counterpart_is_not_the_party_from_batch_198(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # ordinal words are not number words with a suffix: "eighth" was read as "8h"
        (["Profits fell 13% last year."], "Profits fell by about an eighth last year.", "yes"),
        (["Profits fell 40% last year."], "Profits fell by about an eighth last year.", "no"),
        # a share after "of whom" is a count of the whole before it
        (
            ["The course took 80 students, of whom a fifth were from abroad."],
            "Sixteen of the students were from abroad.",
            "yes",
        ),
        (
            ["The course took 80 students, of whom a fifth were from abroad."],
            "Twenty of the students were from abroad.",
            "no",
        ),
        # the second share of an elliptic pair is its own slot
        (
            ["The fund put 70% of its money into bonds and 10% into cash."],
            "The fund put less than a fifth of its money into cash.",
            "yes",
        ),
        (
            ["The fund put 70% of its money into bonds and 10% into cash."],
            "The fund put less than a fifth of its money into bonds.",
            "no",
        ),
        # a start and a length in whole years give the end
        (
            ["The contract runs for two years from 1 June 2023."],
            "The contract ends in June 2025.",
            "yes",
        ),
        (
            ["The contract runs for two years from 1 June 2023."],
            "The contract ends in June 2026.",
            "no",
        ),
        # the first day of a period is its start, not its end
        (
            ["Fees are payable on the first day of each term."],
            "Fees are paid at the end of each term.",
            "no",
        ),
        (
            ["Fees are payable on the first day of each term."],
            "Fees are paid at the start of each term.",
            "yes",
        ),
        # a gift is not a purchase; made on the premises is not made elsewhere
        (
            ["The painting was donated to the gallery by a private collector."],
            "The gallery bought the painting.",
            "no",
        ),
        (["All our pasta is made in-house."], "The pasta is made elsewhere.", "no"),
        (["All our pasta is made in-house."], "The pasta is made on site.", "yes"),
        # "the full cost" against a share of it
        (
            ["The scheme pays 60% of the tuition fee."],
            "The scheme covers the full tuition fee.",
            "no",
        ),
        # a sentence's frame ("Under the plan, ...") is the subject of every part
        (
            ["Under the plan, members pay the first 150 dollars of any claim."],
            "The plan has a 150-dollar deductible.",
            "yes",
        ),
        # an honour nobody is given in the context
        (
            ["The bridge was designed by engineer Tomas Varga and opened in 2015."],
            "Tomas Varga won a prize for the bridge.",
            "unsure",
        ),
        (
            ["Tomas Varga's bridge won the national engineering prize in 2016."],
            "Tomas Varga won a prize for the bridge.",
            "yes",
        ),
        # a denial is about the sentence that names its day; a rank said as a place
        (
            ["The pool opens at 6 a.m. on weekdays.", "It is shut on public holidays."],
            "The pool does not open on public holidays.",
            "yes",
        ),
        (
            ["The race was won by Ali Khan.", "Second place went to Tom Berg."],
            "Tom Berg finished second.",
            "yes",
        ),
        (
            ["The race was won by Ali Khan.", "Second place went to Tom Berg."],
            "Ali Khan finished second.",
            "no",
        ),
        # who finished before whom, from the ranks the context gives
        (
            ["The race was won by Ali Khan.", "Tom Berg came third."],
            "Ali Khan finished ahead of Tom Berg.",
            "yes",
        ),
        (
            ["The race was won by Ali Khan.", "Tom Berg came third."],
            "Tom Berg beat Ali Khan.",
            "no",
        ),
    ],
)
def test_fractions_spans_period_edges_gifts_frames_and_honours_from_batch_199(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what a will "leaves to" someone, they inherit; "divides equally between two"
        (
            ["Her will leaves the cottage to her nephew, Sam, and the shares to a charity."],
            "Sam inherits the cottage.",
            "yes",
        ),
        (
            ["Her will leaves the cottage to her nephew, Sam, and the shares to a charity."],
            "The charity inherits the cottage.",
            "no",
        ),
        (
            ["His will divides the land equally between his four grandchildren."],
            "Each grandchild receives a quarter of the land.",
            "yes",
        ),
        # who brought a case that was thrown out, and who sued whom
        (
            ["The tribunal dismissed the claim brought by Nora Lind against Vesta Foods."],
            "Nora Lind won her claim.",
            "no",
        ),
        (
            ["The tribunal dismissed the claim brought by Nora Lind against Vesta Foods."],
            "Vesta Foods sued Nora Lind.",
            "no",
        ),
        (
            ["The tribunal dismissed the claim brought by Nora Lind against Vesta Foods."],
            "Nora Lind sued Vesta Foods.",
            "yes",
        ),
        # "all" against a cap given in the measure of the thing
        (
            ["Unspent budget can be moved to next quarter, up to a maximum of 10 days of work."],
            "All unspent budget can be moved to next quarter.",
            "no",
        ),
        # "half full" is a share
        (
            ["The car park was 35% full on Monday."],
            "The car park was over half full on Monday.",
            "no",
        ),
        (
            ["The car park was 65% full on Monday."],
            "The car park was over half full on Monday.",
            "yes",
        ),
        # "for the first N years": what holds after them, and not for the whole term
        (
            ["The discount applies for the first two years of the contract."],
            "The discount applies for the whole term of the contract.",
            "no",
        ),
        (
            ["Rent is frozen for the first three years.", "It then rises with inflation."],
            "After three years the rent can rise.",
            "yes",
        ),
        # "at all times" says any time of day
        (["The gym is open to members at all times."], "Members can use the gym at night.", "yes"),
        (
            ["The gym is open to members on weekdays."],
            "Members can use the gym at night.",
            "unsure",
        ),
        # a ban beyond a limit does not reach a figure within it
        (
            ["The lift is closed to loads over 500 kg."],
            "A 200 kg load may not use the lift.",
            "no",
        ),
        (
            ["The lift is closed to loads over 500 kg."],
            "A 700 kg load may not use the lift.",
            "yes",
        ),
    ],
)
def test_wills_suits_caps_shares_first_years_and_bans_from_batch_202(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a rate per year of service, in years the normaliser writes as days, and its cap
        (
            ["Leavers get two days' pay for every year worked, capped at 30 days."],
            "A leaver who worked ten years gets 20 days' pay.",
            "yes",
        ),
        (
            ["Leavers get two days' pay for every year worked, capped at 30 days."],
            "A leaver who worked twenty years gets 40 days' pay.",
            "no",
        ),
        # "unlimited" against a cap said after what it limits
        (
            ["Members can borrow e-books for free, limited to 5 at a time."],
            "Members can borrow an unlimited number of e-books.",
            "no",
        ),
        # half price for one group, the full price for another
        (
            ["Entry is 12 pounds for adults and half price for pensioners."],
            "Pensioners pay 6 pounds.",
            "yes",
        ),
        (
            ["Entry is 12 pounds for adults and half price for pensioners."],
            "Pensioners pay 12 pounds.",
            "no",
        ),
        # gross is pay before deductions, take-home pay after them
        (
            ["The job pays 30,000 euros gross a year; net pay is about 1,900 euros a month."],
            "Before tax, the job pays 30,000 euros a year.",
            "yes",
        ),
        (
            ["The job pays a gross salary of 30,000 euros a year."],
            "The take-home pay is 30,000 euros a year.",
            "no",
        ),
        (
            ["Gross pay is 2,500 dollars a month and take-home pay is 1,950 dollars."],
            "Take-home pay is higher than gross pay.",
            "no",
        ),
        # money "held in" an account is stored there, not an event taking place
        (
            ["The deposit is refunded when the lease ends."],
            "The deposit is held in a protected account.",
            "unsure",
        ),
        # a four-letter verb is an act of its own
        (
            ["Ines Moreau drives the van for her father's bakery."],
            "Ines Moreau owns the van.",
            "unsure",
        ),
    ],
)
def test_rates_caps_half_price_gross_and_net_from_batch_203(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a vote's count says who backed it and whether it was unanimous
        (
            ["The board voted 7 to 2 to sell the stadium.", "Chair Ola Berg voted against."],
            "Most board members backed the sale.",
            "yes",
        ),
        (
            ["The board voted 7 to 2 to sell the stadium.", "Chair Ola Berg voted against."],
            "The decision was unanimous.",
            "no",
        ),
        (
            ["The board voted 7 to 2 to sell the stadium."],
            "Two board members opposed the sale.",
            "yes",
        ),
        (
            ["The board voted 7 to 2 to sell the stadium."],
            "Three board members opposed the sale.",
            "no",
        ),
        # "is the author of" is "wrote"; "got approval" is "was approved"
        (
            ["'Night Ferry' was written by Sara Holm and illustrated by Jon Ek."],
            "Sara Holm is the author of 'Night Ferry'.",
            "yes",
        ),
        (
            ["'Night Ferry' was written by Sara Holm and illustrated by Jon Ek."],
            "Jon Ek is the author of 'Night Ferry'.",
            "no",
        ),
        (["The drug was approved in 2019."], "The drug received approval in 2019.", "yes"),
        # an act dated by century, against the act the context dates so
        (
            ["The abbey was founded in the 11th century and burned down in 1540."],
            "The abbey burned down in the 11th century.",
            "no",
        ),
        # a bound's rival is the figure of its own sentence, not another's
        (
            ["The ferry crossing takes 40 minutes.", "The drive round the bay takes three hours."],
            "The drive round the bay takes under an hour.",
            "no",
        ),
        (
            ["The ferry crossing takes 40 minutes.", "The drive round the bay takes three hours."],
            "The ferry crossing takes under an hour.",
            "yes",
        ),
        # a deadline met sooner meets a later one
        (
            ["Orders are shipped within 2 days.", "Returns are free for 30 days."],
            "Orders are shipped within a week.",
            "yes",
        ),
    ],
)
def test_votes_authors_approvals_centuries_and_slots_by_sentence_from_batch_205(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "an hour of" is 60 minutes
        (["Dogs need an hour of walking a day."], "Dogs need 60 minutes of walking a day.", "yes"),
        # a role given up is not still held
        (
            ["Mara Voss stepped down as chair of the club in March."],
            "Mara Voss is still chair of the club.",
            "no",
        ),
        # a count said by ordinals
        (
            ["The band won its first Grammy in 2015 and a second in 2019."],
            "The band has won two Grammys.",
            "yes",
        ),
        # the figure of the one compared with
        (
            ["Lea Roth sold 40 cars in May, ten more than her colleague Jan Kos."],
            "Jan Kos sold 30 cars in May.",
            "yes",
        ),
        (
            ["Lea Roth sold 40 cars in May, ten more than her colleague Jan Kos."],
            "Jan Kos sold 50 cars in May.",
            "no",
        ),
        # a rank the claim gives against the one the context gives, in the same contest
        (["The club finished fourth in the league."], "The club won the league.", "no"),
        (
            ["The club finished fourth in the league but won the cup."],
            "The club won the cup.",
            "yes",
        ),
        # a superlative and a future role the context never gives
        (
            ["Ana Reis scored 12 goals this season."],
            "Ana Reis was the club's top scorer this season.",
            "unsure",
        ),
        (
            ["Omar Diaz resigned as head coach on Friday."],
            "His assistant, Tim Cole, will become head coach.",
            "unsure",
        ),
        # a country for a city the context names, and not another country
        (["The chef trained in Kyoto for six years."], "The chef trained in Japan.", "yes"),
        (["The chef trained in Kyoto for six years."], "The chef trained in China.", "no"),
    ],
)
def test_hours_roles_ordinals_comparisons_ranks_and_countries_from_batch_207(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # everyday words for terms of art
        (
            ["The tenant is two months in arrears on the rent."],
            "The tenant is up to date with the rent.",
            "no",
        ),
        (
            ["Sam Okoro holds power of attorney for his mother."],
            "Sam Okoro can make decisions on his mother's behalf.",
            "yes",
        ),
        (
            ["The owner pledged the boat as collateral for the loan."],
            "The boat secures the loan.",
            "yes",
        ),
        (
            ["The owner pledged the boat as collateral for the loan."],
            "The loan is unsecured.",
            "no",
        ),
        (
            ["If the buyer defaults, the seller can keep the deposit."],
            "If the buyer fails to repay, the seller can keep the deposit.",
            "yes",
        ),
        (
            ["The charity closed after failing to repay its lenders."],
            "The charity repaid its lenders in full.",
            "no",
        ),
        (
            ["Under his contract, Ben Cho may not work for a rival for a year after leaving."],
            "Ben Cho has a non-compete clause.",
            "yes",
        ),
        # a negation reaches its own clause, not what follows "after"
        (
            ["Under his contract, Ben Cho may not work for a rival for a year after leaving."],
            "Ben Cho plans to leave.",
            "unsure",
        ),
        # an act decided on for the future, which the context never gives
        (
            ["The council has served an eviction notice on the club."],
            "The club will appeal.",
            "unsure",
        ),
        (
            ["The club has said it will appeal the eviction notice."],
            "The club will appeal.",
            "yes",
        ),
    ],
)
def test_terms_of_art_negation_scope_and_plans_from_batch_209(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # terms of art in everyday words
        (
            ["Orbis Ltd settled the claim out of court last week."],
            "The case ended without a trial.",
            "yes",
        ),
        (
            ["The bank admitted no wrongdoing but paid a fine."],
            "The bank admitted it had done wrong.",
            "no",
        ),
        (["Tests showed the tumour was benign."], "The tumour was not cancerous.", "yes"),
        (["Tests showed the tumour was benign."], "The tumour was malignant.", "no"),
        (
            ["Dana Roy was convicted of perjury."],
            "Dana Roy lied while giving evidence in court.",
            "yes",
        ),
        (["The cottage is sold freehold."], "The cottage is leasehold.", "no"),
        # the act of a participle clause is its main clause subject's
        (
            ["Velo Bikes settled the dispute, paying Omar Said 5,000 euros."],
            "Omar Said paid Velo Bikes 5,000 euros.",
            "no",
        ),
        (
            ["Velo Bikes settled the dispute, paying Omar Said 5,000 euros."],
            "Velo Bikes paid Omar Said 5,000 euros.",
            "yes",
        ),
        # an act dated by a version
        (
            ["Release 2 deprecates the old API, which will be removed in release 5."],
            "The old API was removed in release 2.",
            "no",
        ),
    ],
)
def test_settlements_verdicts_tumours_tenure_participles_and_versions_from_batch_211(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a name of the context in the object slot its subject's own sentence fills otherwise
        (
            ["Ana Lima leads the fishing cooperative.", "A court stopped Vexo Mining last May."],
            "Ana Lima leads Vexo Mining.",
            "no",
        ),
        (
            ["Nora Holm coaches the junior team.", "The senior side, Falcons FC, lost on Sunday."],
            "Nora Holm coaches Falcons FC.",
            "no",
        ),
        (
            ["Nora Holm coaches the junior team, Falcons FC."],
            "Nora Holm coaches Falcons FC.",
            "yes",
        ),
        (
            ["Ana Lima met the minister.", "Later Ana Lima met Omar Said."],
            "Ana Lima met Omar Said.",
            "yes",
        ),
    ],
)
def test_an_object_named_elsewhere_in_the_subjects_slot(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an insurance premium is what the insurance costs, over its period
        (
            ["The policy premium is 20 pounds a month."],
            "The insurance costs 240 pounds a year.",
            "yes",
        ),
        (["The policy premium is 20 pounds a month."], "The premium is 20 pounds a week.", "no"),
        # a share given for one group is not another group's
        (
            ["Sleep improved in 60% of the exercise group and in 20% of the control group."],
            "Sleep improved in 60% of the control group.",
            "no",
        ),
        # what else a cover includes is not said
        (
            ["The plan covers dental check-ups but not orthodontics."],
            "The plan covers eye tests.",
            "unsure",
        ),
        # "the same year" is the year named last; stopping work is retiring
        (
            ["Lena Dahl became director in 2019.", "Her predecessor retired the same year."],
            "Her predecessor stopped working in 2019.",
            "yes",
        ),
        # a year of an act the context never speaks of
        (
            ["Omar Farah was promoted to captain in 2021."],
            "Omar Farah joined the club in 2016.",
            "unsure",
        ),
        (
            ["Omar Farah retired from football in 2019."],
            "Omar Farah played a league match in 2022.",
            "no",
        ),
        # the sum of two counts, the second elliptic
        (
            ["In the trial, 150 patients received the drug and 150 received a dummy pill."],
            "300 patients received something in the trial.",
            "yes",
        ),
        (
            ["The recipe calls for two cups of flour and one egg."],
            "The recipe needs three eggs.",
            "no",
        ),
        # how long a role is held, unsaid
        (
            ["Her deputy, Ivo Pranjic, will lead the next tour."],
            "Ivo Pranjic will become the permanent leader.",
            "unsure",
        ),
    ],
)
def test_premiums_group_shares_same_year_other_acts_sums_and_tenure_from_batch_213(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a change as a share of the first figure, the way the figures go
        (
            ["Sales dropped from 400 units in May to 300 in June."],
            "Sales fell by a quarter.",
            "yes",
        ),
        (["Sales dropped from 400 units in May to 300 in June."], "Sales rose by 25%.", "no"),
        # a figure within a class the context sets by "shorter than"
        (
            ["The fee applies only to parcels lighter than 2 kg."],
            "The fee applies to a 1 kg parcel.",
            "yes",
        ),
        # what neither of a group did, said of one of them
        (
            ["Neither of the finalists, Ana Ruiz and Lea Kim, broke the record."],
            "Ana Ruiz broke the record.",
            "no",
        ),
        # a run-off is a second round of voting; a plan to return the context never gives
        (
            ["No party won outright, so a run-off will be held in June."],
            "A second round of voting will take place in June.",
            "yes",
        ),
        (
            ["The fair drew 9,000 visitors last spring."],
            "The fair will return next spring.",
            "unsure",
        ),
    ],
)
def test_changes_as_shares_classes_neither_run_offs_and_returns_from_batch_215(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # chairing, heading and being in charge are leading
        (["Dr. Ola Sand chaired the review panel."], "Ola Sand led the review panel.", "yes"),
        (["Dr. Ola Sand chaired the review panel."], "Ola Sand was in charge of the panel.", "yes"),
        # a freeze is no rise, and the sentence that names the claim's subject says so
        (
            [
                "Bus fares will rise by 3% in April.",
                "Student passes will be frozen at current prices.",
            ],
            "Student passes will rise by 3%.",
            "no",
        ),
        (
            [
                "Bus fares will rise by 3% in April.",
                "Student passes will be frozen at current prices.",
            ],
            "Student pass prices will not go up.",
            "yes",
        ),
        # a day of what will happen is no rival of the day of what happened
        (
            ["The storm cut power to 4,000 homes on Monday."],
            "Power will be restored on Thursday.",
            "unsure",
        ),
        # which of two named things the context gives the greater figure
        (
            ["Lyon recorded 35C on Sunday.", "Lille peaked at 29C."],
            "Lille was hotter than Lyon.",
            "no",
        ),
        (
            ["Lyon recorded 35C on Sunday.", "Lille peaked at 29C."],
            "Lille was cooler than Lyon.",
            "yes",
        ),
    ],
)
def test_leading_freezes_future_days_and_compared_figures_from_batch_217(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # accepting liability is admitting responsibility
        (
            ["The firm paid the fine but did not accept liability for the spill."],
            "The firm admitted it was responsible for the spill.",
            "no",
        ),
        # a name's other sentence shares only what its rival says too
        (
            ["Ana Berg was elected chair, beating Lars Holm.", "Holm had been chair since 2018."],
            "Ana Berg had been chair since 2018.",
            "no",
        ),
        # half months against weeks, said as people say them
        (["The course lasts six weeks."], "The course runs for a month and a half.", "yes"),
        # "must avoid" says not to, as "told not to" does
        (
            ["Patients were told not to drive for two weeks."],
            "Patients must avoid driving for a fortnight.",
            "yes",
        ),
    ],
)
def test_liability_names_said_apart_half_months_and_avoiding_from_batch_219(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # escaping a penalty is not being penalised, and another's penalty does not deny it
        (
            ["The driver, Jo Marsh, was fined.", "The passenger, Al Roy, was not penalised."],
            "Al Roy escaped a penalty.",
            "yes",
        ),
        # what either party may do is no one party's alone
        (
            ["Either side may cancel the booking up to a week before."],
            "Only the hotel may cancel the booking.",
            "no",
        ),
        (
            ["Only the hotel may cancel the booking."],
            "Only the hotel may cancel the booking.",
            "yes",
        ),
        # "the X's owner, Name," owns the X
        (
            ["The ferry's owner, Blue Line, was not charged.", "Its captain, Ola Berg, was fined."],
            "Ola Berg owns the ferry.",
            "no",
        ),
    ],
)
def test_escaped_penalties_either_party_and_owners_from_batch_220(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a change by a share and the value before it, said in two sentences
        (
            [
                "Traffic fell by 10% after the toll began.",
                "Before the toll, 40,000 cars crossed daily.",
            ],
            "After the toll began, about 36,000 cars crossed daily.",
            "yes",
        ),
        # paying nothing is going free
        (
            ["Adults pay 5 euros; on Wednesdays museum entry is free."],
            "Adults pay nothing for museum entry on Wednesdays.",
            "yes",
        ),
        # every week is not once a month
        (
            ["The market opens on the last Saturday of every month."],
            "The market opens every Saturday.",
            "no",
        ),
        # "on other days" holds the days it does not name
        (
            ["Pupils leave at noon on Fridays.", "On other days, lessons end at 3 pm."],
            "On a Monday, lessons end at 3 pm.",
            "yes",
        ),
    ],
)
def test_changes_said_apart_paying_nothing_monthly_days_and_other_days_from_batch_223(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # two subjects named together did it together
        (
            ["Mayor Holt and Governor Reyes opened the bridge."],
            "Holt and Reyes opened the bridge.",
            "yes",
        ),
        # "the award for best actress went to her" is her winning it
        (
            ["The prize for best debut went to Omar Sy; his editor, Lena Berg, won best editor."],
            "Omar Sy won the prize for best debut.",
            "yes",
        ),
        # kinship said from either side
        (
            ["Ravi Patel runs the shop; his sister, Anita Patel, keeps the books."],
            "Ravi Patel is Anita Patel's brother.",
            "yes",
        ),
        (
            ["Ravi Patel runs the shop; his sister, Anita Patel, keeps the books."],
            "Ravi Patel is Anita Patel's sister.",
            "no",
        ),
        (
            ["Ravi Patel runs the shop; his sister, Anita Patel, keeps the books."],
            "Anita Patel is Ravi Patel's sister.",
            "yes",
        ),
        (
            ["Mara Kent moved to Leeds in 2010.", "Her son, Joel, studies in York."],
            "Mara Kent is Joel's mother.",
            "yes",
        ),
        (
            ["Mara Kent moved to Leeds in 2010.", "Her son, Joel, studies in York."],
            "Mara Kent is Joel's sister.",
            "no",
        ),
    ],
)
def test_paired_subjects_awards_for_and_kinship_from_batch_224(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a state given by a day's kind
        (
            ["The library is open from 9 to 5 on weekdays and closed at weekends."],
            "The library is open on Sundays.",
            "no",
        ),
        (
            ["The library is open from 9 to 5 on weekdays and closed at weekends."],
            "The library is closed on Saturdays.",
            "yes",
        ),
        # the rest of a count, with its own negation
        (
            ["Of the 500 members polled, 350 said they voted."],
            "150 of the members polled did not vote.",
            "yes",
        ),
        # inheriting is no buying
        (
            ["Jon Dale inherited the house from his aunt in 2012."],
            "Jon Dale bought the house from his aunt.",
            "no",
        ),
    ],
)
def test_day_kinds_the_rest_of_a_count_and_inheriting_from_batch_225(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a figure given "for" the compared group is not the subject's
        (
            [
                "Students in the region pay on average 45% of their income on rent, compared "
                "with 30% for graduates."
            ],
            "Students spend 30% of their income on rent.",
            "no",
        ),
        (
            [
                "Students in the region pay on average 45% of their income on rent, compared "
                "with 30% for graduates."
            ],
            "Graduates spend 30% of their income on rent.",
            "yes",
        ),
    ],
)
def test_the_compared_groups_figure_from_batch_228(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the rest of a share
        (
            ["The council pays 60% of the cost; the school pays the rest."],
            "The school pays 40% of the cost.",
            "yes",
        ),
        # the whole wage is all of it
        (["The fund covers 80% of the wage."], "The fund covers the whole wage.", "no"),
        # extra against included
        (["Rooms cost 90 euros, parking included."], "Parking costs extra.", "no"),
        # postponed to a month: it takes place then
        (
            ["The final was postponed from May to July because of the storms."],
            "The final was cancelled.",
            "no",
        ),
        # a substitute comes on in another's place
        (
            ["Ola Sand scored late on after coming on as a substitute for Tor Ek."],
            "Ola Sand replaced Tor Ek.",
            "yes",
        ),
    ],
)
def test_rests_of_shares_whole_wages_extras_postponements_and_substitutes_from_batch_229(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected, judge_claims(context, [claim])


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what secured a loan is its collateral; a loan secured against something is not unsecured
        (
            ["Nadia Brook borrowed 20,000 euros from the credit union, secured against her van."],
            "The van served as collateral.",
            "yes",
        ),
        (
            ["Nadia Brook borrowed 20,000 euros from the credit union, secured against her van."],
            "The loan was unsecured.",
            "no",
        ),
        (
            ["Nadia Brook borrowed 20,000 euros from the credit union, secured against her van."],
            "The van was sold.",
            "unsure",
        ),
        # a controlling or majority stake is more than half, and it is the holder's, not the
        # other party's the context names
        (
            [
                "Bluefin Capital invested 5 million pounds in the brewery.",
                "Its co-founder, Omar Haddad, retains a controlling stake.",
            ],
            "Omar Haddad owns more than half of the brewery.",
            "yes",
        ),
        (
            [
                "Bluefin Capital invested 5 million pounds in the brewery.",
                "Its co-founder, Omar Haddad, retains a controlling stake.",
            ],
            "Bluefin Capital holds a majority stake.",
            "no",
        ),
        # a trip's duration from its two times, against a bound too
        (
            ["The coach leaves the hotel at 9:40 and reaches the airport at 11:10."],
            "The trip takes an hour and a half.",
            "yes",
        ),
        (
            ["The coach leaves the hotel at 9:40 and reaches the airport at 11:10."],
            "The trip takes under an hour.",
            "no",
        ),
        (
            ["The coach leaves the hotel at 9:40 and reaches the airport at 11:10."],
            "The trip takes more than an hour.",
            "yes",
        ),
        # what is given back is the whole less what was kept
        (
            ["The gym kept 30 dollars of the 120-dollar membership fee as a cancellation charge."],
            "The gym refunded 90 dollars.",
            "yes",
        ),
        (
            ["The gym kept 30 dollars of the 120-dollar membership fee as a cancellation charge."],
            "The gym refunded 60 dollars.",
            "no",
        ),
        # a drug's class said for the drug; but what kind a thing is, the context never says
        (["She was given ibuprofen for the swelling."], "She was given a painkiller.", "yes"),
        (["She was given ibuprofen for the swelling."], "Ibuprofen is a painkiller.", "unsure"),
        (["The child has no known allergies."], "The child is allergic to nuts.", "no"),
        (["The child is allergic to nuts."], "The child has a nut allergy.", "yes"),
        # a year of an act the context never speaks of, eight words after the context's act
        (
            ["Omar Diaz replaced Ruth Kim as branch manager in 2020."],
            "Diaz retired in 2024.",
            "unsure",
        ),
        (
            ["Omar Diaz replaced Ruth Kim as branch manager in 2020."],
            "Diaz replaced Ruth Kim in 2021.",
            "no",
        ),
    ],
)
def test_loans_stakes_trip_times_refunds_and_drug_classes(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # dying without a will is dying intestate, and leaving one is its opposite; a player
        # sent off is dismissed; a figure "N minutes later" than another; two counts of one
        # group, the second elliptic, summed even where the sum looks like a year
        (
            ["Mrs Ortiz died without a will in 2019, and her house passed to her two sons."],
            "Mrs Ortiz died intestate.",
            "yes",
        ),
        (
            ["Mrs Ortiz died without a will in 2019, and her house passed to her two sons."],
            "Mrs Ortiz left a will.",
            "no",
        ),
        (
            ["Mr Lam made a will in 2015 leaving the farm to his niece."],
            "Mr Lam died without a will.",
            "no",
        ),
        (
            ["Mr Lam made a will in 2015 leaving the farm to his niece."],
            "Mr Lam left a will.",
            "yes",
        ),
        (
            ["The referee sent off the goalkeeper after 30 minutes."],
            "The goalkeeper was dismissed.",
            "yes",
        ),
        (
            ["The referee sent off the goalkeeper after 30 minutes."],
            "The goalkeeper was dismissed after half an hour.",
            "yes",
        ),
        (
            ["The striker was booked in the 20th minute and scored 15 minutes later."],
            "The striker scored in the 35th minute.",
            "yes",
        ),
        (
            ["The striker was booked in the 20th minute and scored 15 minutes later."],
            "The striker scored in the 30th minute.",
            "no",
        ),
        (
            ["In the study, 1,200 smokers received the patch and 1,200 a dummy patch."],
            "2,400 smokers took part in the study.",
            "yes",
        ),
        (
            ["In the study, 1,200 smokers received the patch and 1,200 a dummy patch."],
            "3,000 smokers took part in the study.",
            "no",
        ),
    ],
)
def test_wills_dismissals_later_figures_and_elliptic_totals(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # names are all a claim of having a thing shares with the context
        (["Ravi Nair paid the first month's rent in cash."], "Ravi Nair had a cat.", "unsure"),
        (["Ravi Nair keeps a cat in his flat."], "Ravi Nair has a cat.", "yes"),
        # a noun in -ation says what its verb says
        (
            ["After a long investigation the police charged the driver."],
            "The police investigated the driver.",
            "yes",
        ),
        # the whole given back, where part was held back
        (
            [
                "The landlord deducted 50 pounds for cleaning.",
                "The remainder of the deposit was returned in May.",
            ],
            "The landlord returned the whole deposit.",
            "no",
        ),
        (
            ["She kept her receipt, and the shop refunded the full price of the kettle."],
            "The shop refunded the full price.",
            "yes",
        ),
        # "appointed X, succeeding Y": the role is X's, and succeeding is replacing
        (
            ["Lena Voss was appointed managing director of Orbis in 2021, succeeding Karl Brandt."],
            "Karl Brandt became managing director of Orbis in 2021.",
            "no",
        ),
        (
            ["Lena Voss was appointed chairwoman of Orbis Group in 2021, succeeding Karl Brandt."],
            "Lena Voss replaced Karl Brandt.",
            "yes",
        ),
        (["The rescue plan succeeded in 2020."], "The rescue plan replaced something.", "unsure"),
        # leaving against staying on
        (
            ["After ten years as coach she stayed on at the club as a scout."],
            "She left the club.",
            "no",
        ),
        (["He left school at 16 and stayed in the village."], "He left school at 16.", "yes"),
        # attendance is the number of visitors
        (
            ["The aquarium opened a shark tunnel in May.", "Attendance fell in the year after."],
            "Visitor numbers rose after the shark tunnel opened.",
            "no",
        ),
        # what is fixed cannot change
        (
            ["The energy deal comes with a fixed price for two years."],
            "The price may rise during the deal.",
            "no",
        ),
        (
            ["The gym charges a fixed joining fee of 20 pounds."],
            "The monthly rate may rise.",
            "unsure",
        ),
        # a figure of something else the context tells is no rival
        (
            [
                "Coach Tara Bell led the team to the final.",
                "The final was played over three days, and Ruiz scored twice.",
            ],
            "Tara Bell has coached the team for five days.",
            "unsure",
        ),
        (
            ["The landlord kept the deposit.", "It was returned to her within two weeks."],
            "She waited a month for the deposit.",
            "no",
        ),
        # "of which X paid half": X's share of the figure
        (
            ["The bridge cost 90 million euros, of which the EU paid a third."],
            "The EU paid 30 million euros towards the bridge.",
            "yes",
        ),
        (
            ["The bridge cost 90 million euros, of which the EU paid a third."],
            "The EU paid 45 million euros towards the bridge.",
            "no",
        ),
    ],
)
def test_names_only_whole_refunds_successors_fixed_terms_and_shares(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a sentence may speak of a name's bearer by the rest of its name or by its role
        (
            [
                "Northway Bank froze the account of Ivo Petrov.",
                "A judge, Mary Quinn, later ruled that the bank must pay Ivo Petrov 9,000 euros.",
            ],
            "The judge ordered Northway to pay Ivo Petrov 9,000 euros.",
            "yes",
        ),
        (
            [
                "Northway Bank froze the account of Ivo Petrov.",
                "A judge, Mary Quinn, later ruled that the landlord must pay Ivo Petrov 9,000 euros.",
            ],
            "The judge ordered Northway to pay Ivo Petrov 9,000 euros.",
            "no",
        ),
        # terms in everyday words
        (
            ["Hallam Foods reported a loss of 2 million pounds in 2021."],
            "Hallam Foods was in the red in 2021.",
            "yes",
        ),
        (
            ["Hallam Foods reported a loss of 2 million pounds in 2021."],
            "Hallam Foods made money in 2021.",
            "no",
        ),
        (
            ["The city granted planning permission for a new stadium in 2022."],
            "The city approved the stadium plans in 2022.",
            "yes",
        ),
        # how long it took is how long it lasted
        (["The hearing took three hours."], "The hearing lasted more than two hours.", "yes"),
        (["The hearing took three hours."], "The hearing lasted more than four hours.", "no"),
        # discharged is sent home; all sent home, none died
        (
            ["Both patients were discharged from hospital a week after the surgery."],
            "The patients were sent home from hospital.",
            "yes",
        ),
        (
            ["Both patients were discharged from hospital a week after the surgery."],
            "One of the patients died a week after the surgery.",
            "no",
        ),
        # what one side would not give, the other did not get
        (
            ["The insurer declined to pay any compensation for the stolen bike."],
            "The owner received compensation for the bike.",
            "no",
        ),
        (
            ["The insurer paid the cyclist compensation for the stolen bike within a month."],
            "The cyclist received compensation for the stolen bike.",
            "yes",
        ),
        # "under the will, the farm went to Ada and the cottage to Ben"
        (
            ["Under the will, the farm went to her son Tom and the cottage to her niece Ada."],
            "Tom inherited the farm.",
            "yes",
        ),
    ],
)
def test_described_bearers_everyday_terms_durations_and_withheld_payments(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "was admitted with" is taken in, not a confession
        (
            ["The boy, a 9-year-old, was admitted with a broken arm."],
            "The boy pleaded guilty.",
            "unsure",
        ),
        (["The driver admitted speeding."], "The driver pleaded guilty to speeding.", "yes"),
        # an apposition describes the subject, opposites and all
        (
            ["The winner, a 30-year-old woman from Leeds, took home the prize."],
            "The winner was a man.",
            "no",
        ),
        (
            ["The winner, a 30-year-old woman from Leeds, took home the prize."],
            "The winner was a woman.",
            "yes",
        ),
        # a year before a name dates it; it counts nothing
        (
            ["She won the 1903 Nobel Prize in Physics and the 1911 Nobel Prize in Chemistry."],
            "She won two Nobel Prizes.",
            "yes",
        ),
        (["The 2012 Olympics had 26 sports."], "The 2012 Olympics had 30 sports.", "no"),
        # "no one else" is "the only one"
        (
            ["He is the only player to have scored in five World Cup finals."],
            "No other player has scored in five World Cup finals.",
            "yes",
        ),
        # "scored" said by "top scorer", of another name
        (
            [
                "The coach, Ana Ruiz, praised the team.",
                "Their captain, Ben Cole, was the top scorer with 14 goals.",
            ],
            "Ana Ruiz scored 14 goals.",
            "no",
        ),
        # a sum of the parts, said to include them
        (
            ["Tickets cost 40 dollars, and parking is 12 dollars."],
            "A ticket costs 52 dollars including parking.",
            "yes",
        ),
        (
            ["Tickets cost 40 dollars, and parking is 12 dollars."],
            "A ticket costs 60 dollars including parking.",
            "no",
        ),
        # relegated is not staying up
        (["The club was relegated in May."], "The club stayed in the top flight.", "no"),
        # an age in years within the decade the claim names
        (
            ["The suspect, a 43-year-old teacher, was arrested."],
            "The suspect is in his forties.",
            "yes",
        ),
        (
            ["The suspect, a 43-year-old teacher, was arrested."],
            "The suspect is in his fifties.",
            "no",
        ),
        # "northbound" is heading north
        (
            ["The toll applies only to eastbound traffic."],
            "Drivers heading west pay the toll.",
            "no",
        ),
    ],
)
def test_admissions_appositions_dated_names_sums_and_headings(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "he" or "she" opening a sentence is the person the sentence before is about
        (
            [
                "Lars Holm was laid off by Brightside Media in March.",
                "He was paid 6,000 euros in severance.",
                "His colleague, Mia Sand, kept her job.",
            ],
            "Mia Sand was paid 6,000 euros in severance.",
            "no",
        ),
        (
            [
                "Lars Holm was laid off by Brightside Media in March.",
                "He was paid 6,000 euros in severance.",
            ],
            "Lars Holm was paid 6,000 euros in severance.",
            "yes",
        ),
        (
            ["Reed was jailed for two years; he plans to appeal."],
            "Reed plans to appeal.",
            "yes",
        ),
        # parts with years of their own: the year binds the part
        (
            [
                "Ada Byrne won the Silver Cup in 2010, coached by Tom Hale, and the Gold Cup in "
                "2014 on her own."
            ],
            "Ada Byrne won the 2014 Gold Cup.",
            "yes",
        ),
        # who loses a job has it done to them
        (
            ["Nina Lund was laid off by Corvex in 2020."],
            "Nina Lund lost her job at Corvex.",
            "yes",
        ),
        # an owner's sentence saying too little: the sentence saying the rest is the slot
        (
            [
                "Ines Marsh's current account was overdrawn by 300 euros at the end of May.",
                "Her brother, Paul Roy, has a savings account with the same bank.",
            ],
            "Paul Roy's account was overdrawn.",
            "no",
        ),
        (
            [
                "Ines Marsh's current account was overdrawn by 300 euros at the end of May.",
                "Her brother, Paul Roy, has a savings account with the same bank.",
            ],
            "Paul Roy has a savings account.",
            "yes",
        ),
        # the other side of a deal does not do this side's act
        (
            ["The seller, Ivan Cruz, accepted an offer of 200,000 dollars for the house."],
            "Ivan Cruz bought the house.",
            "no",
        ),
        (
            ["The seller, Ivan Cruz, accepted an offer of 200,000 dollars for the house."],
            "Ivan Cruz sold the house.",
            "yes",
        ),
        # "ahead of X": X finished too
        (
            ["Kemboi won the race, finishing ten seconds ahead of Rui Silva."],
            "Rui Silva finished.",
            "yes",
        ),
        (
            ["Kemboi finished ten seconds ahead of Rui Silva, the champion."],
            "Rui Silva finished second.",
            "unsure",
        ),
    ],
)
def test_pronouns_year_bound_parts_owners_and_deals(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "seven in ten" is 70%; "in most cases" counts instances, not lawsuits
        (
            ["The treatment worked in 72% of patients."],
            "It worked for about seven in ten patients.",
            "yes",
        ),
        (
            ["The treatment worked in 72% of patients."],
            "It worked for about three in ten patients.",
            "no",
        ),
        (
            ["In most cases the rash fades within a week."],
            "A lawsuit was filed over the rash.",
            "unsure",
        ),
        # a total of the parts
        (
            ["Staff pay 4% of their salary into the scheme and the firm pays 6%."],
            "A total of 10% of salary goes into the scheme.",
            "yes",
        ),
        # a PhD student is a doctoral student, even set off by commas
        (
            ["The paper was written by her doctoral student, Omar Faris."],
            "Omar Faris is a PhD student.",
            "yes",
        ),
        # "was led by his student, Mei Lin": the act is hers
        (
            ["Dr Ruth Hale supervised the survey, which was led by her student, Ben Ortiz."],
            "Ruth Hale led the survey.",
            "no",
        ),
        # "with or without" makes it needed by no one
        (
            ["Passengers can rebook online, with or without a booking reference."],
            "Passengers need a booking reference to rebook.",
            "no",
        ),
        (
            ["Passengers can rebook online with their booking reference."],
            "Passengers need a booking reference to rebook.",
            "yes",
        ),
        # a comparison of another act is no ground to compare this one
        (
            [
                "Under the plan, Ola Berg can retire at 60 on a reduced pension or at 65 on a "
                "full one.",
                "His employer pays in 9% of his salary and he pays in 4%.",
            ],
            "Ola Berg's employer contributes more to his pension than he does.",
            "yes",
        ),
    ],
)
def test_shares_of_counts_totals_agents_after_by_and_either_way(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "version 4.8" is the context's "Version 4.8", whatever word follows it
        (
            [
                "Version 6.1 adds tabs.",
                "Version 5.9 remains available to old devices until May 2027.",
            ],
            "Old devices can keep using version 5.9 until May 2027.",
            "yes",
        ),
        # a figure within the allowance
        (
            ["Each guest may bring one bag of up to 10 kg."],
            "An 8 kg bag is within the allowance.",
            "yes",
        ),
        (
            ["Each guest may bring one bag of up to 10 kg."],
            "A 12 kg bag is within the allowance.",
            "no",
        ),
        # a claim that opens with a place names it
        (
            ["The accord was signed in 1992 in Maastricht by twelve states."],
            "Portugal hosted the signing.",
            "unsure",
        ),
        (
            ["The Peace of Lodi was signed in 1454 between Milan and Venice."],
            "Austria signed the Peace of Lodi.",
            "unsure",
        ),
        # whose leadership it was done under is no rival of who did it
        (
            [
                "Ana Cruz became manager of Delta Rovers in 2019.",
                "Under Cruz, the club won the cup.",
            ],
            "Delta Rovers won the cup.",
            "yes",
        ),
        # dropping support for a system: no longer runs on it
        (["Release 9 drops support for macOS 12."], "Release 9 runs on macOS 12.", "no"),
        (["Release 9 adds support for macOS 15."], "Release 9 runs on macOS 15.", "yes"),
        # always so, against once otherwise
        (
            ["Parking, once a paid service, is now free for all visitors."],
            "Parking has always been free.",
            "no",
        ),
        (
            ["Parking has been free for visitors since the car park opened."],
            "Parking has always been free.",
            "yes",
        ),
    ],
)
def test_labelled_versions_allowances_leading_places_and_always(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "the same year" is the year named last before it, in its own sentence first
        (
            [
                "Chef Ivo Ross opened his first cafe, Lume, in Bristol in 2012.",
                "Lume won a national award in 2016, the same year Ross opened a second cafe in "
                "Leeds.",
            ],
            "Ross opened a cafe in Leeds in 2012.",
            "no",
        ),
        # what stops at midnight does not run all night
        (["Buses stop running at midnight."], "Buses run all night.", "no"),
        (["Buses stop running at midnight."], "Buses stop at midnight.", "yes"),
        # an end date rules out "always"
        (["Students ride free until 2028."], "Students will always ride free.", "no"),
        (["Students ride free until 2028."], "Students ride free.", "yes"),
        # "in her favour" after a sentence about her; "found for" is ruling for
        (
            [
                "Ana Ruiz sued her former employer, Delta Foods, for unfair dismissal.",
                "The tribunal found in her favour and awarded her 9,000 pounds.",
            ],
            "Ana Ruiz lost her case.",
            "no",
        ),
        (["The court found for Ana Ruiz."], "The court ruled in favour of Ana Ruiz.", "yes"),
    ],
)
def test_same_year_night_service_end_dates_and_favour(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a role in capitals set off by commas keeps its name beside the act
        (
            ["Her CFO, Lars Berg, had signed the deal before she arrived."],
            "Lars Berg signed the deal.",
            "yes",
        ),
        (
            ["Dr Ana Ruiz operated on the boy.", "His GP, Dr Omar Said, had sent him to hospital."],
            "Dr Ana Ruiz sent the boy to hospital.",
            "no",
        ),
        # "X, a cardiologist," gives X the role
        (
            ["Dr Lena Fox, a surgeon, operated.", "Her colleague, Dr Ian Moss, watched."],
            "Dr Ian Moss is a surgeon.",
            "no",
        ),
        # a full recovery rules out dying of it
        (
            ["The climber has since made a full recovery."],
            "The climber died of his injuries.",
            "no",
        ),
        # "before" of another act is not contradicted by the context's "after"
        (
            [
                "The nurse treated the patient after his fall.",
                "His GP had referred him for tests a month earlier.",
            ],
            "The patient was referred for tests before his fall.",
            "yes",
        ),
        (
            ["The nurse treated the boy after his fall."],
            "The nurse treated the boy before his fall.",
            "no",
        ),
    ],
)
def test_capital_roles_appositive_roles_recovery_and_order_of_acts(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "twice a week" is "two days a week"
        (
            ["Staff can work from home up to two days a week after completing probation."],
            "Staff who finished probation may work from home twice a week.",
            "yes",
        ),
        # staying on in another role is not leaving altogether
        (
            ["The head teacher will step down in July but will remain as a governor."],
            "The head teacher will leave the school entirely.",
            "no",
        ),
        (
            ["The head teacher will step down in July and leave the school entirely."],
            "The head teacher will leave the school entirely.",
            "yes",
        ),
        # a figure dated to the year it is only compared with
        (
            ["Sales reached 8,000 units in 2023, up 10% from 2021."],
            "Sales reached 8,000 units in 2021.",
            "no",
        ),
        (
            ["Sales reached 8,000 units in 2023, up 10% from 2021."],
            "Sales reached 8,000 units in 2023.",
            "yes",
        ),
    ],
)
def test_days_a_week_staying_on_and_compared_years(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a month is a time, not a place: "on 14 November" is November
        (
            ["The show opened in Leeds in March and tours to Bath on 3 June."],
            "The show tours to Bath in June.",
            "yes",
        ),
        # "It" opening a sentence is the thing the sentence before opened with
        (
            [
                "The album came out in May.",
                "It was produced by Rafael Ortiz and features Lina Sky.",
            ],
            "Lina Sky produced the album.",
            "no",
        ),
        # pleading not guilty is denying the charge
        (
            ["The driver, Tom Vale, pleaded not guilty to speeding."],
            "Tom Vale denies speeding.",
            "yes",
        ),
        (
            ["The driver, Tom Vale, pleaded not guilty to speeding."],
            "Tom Vale admitted speeding.",
            "no",
        ),
        # a negation inside what was found does not deny who found it
        (
            ["A survey of 900 farmers found that yields did not rise."],
            "The survey covered 900 farmers.",
            "yes",
        ),
        # "a fixed loan rate" is a fixed rate
        (
            ["The bank cut its fixed loan rate to 3.9%.", "Its variable rate stays at 4.5%."],
            "The bank cut its fixed rate to 3.9%.",
            "yes",
        ),
        # what a rate was cut from is what it was, not what it is now
        (["The bank has cut its rate from 5.2% to 4.8%."], "The rate is now 5.2%.", "no"),
        (["The bank has cut its rate from 5.2% to 4.8%."], "The rate is now 4.8%.", "yes"),
    ],
)
def test_months_it_pleas_found_clauses_compounds_and_cut_from(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "be run by X" keeps its doer; an owner before the doer is not the doer
        (
            ["The new trust will be run by Ashford's chief officer, Nia Cole."],
            "Nia Cole will lead the new trust.",
            "yes",
        ),
        (
            ["The new clinic will be run by Dr Omar Haidari.", "Its founder, Eva Lund, retired."],
            "Eva Lund will lead the new clinic.",
            "no",
        ),
        # a year is the event's, however the event is named
        (["The two clubs will merge in June 2026."], "The merger will happen in 2025.", "no"),
        (["The two clubs will merge in June 2026."], "The merger will happen in 2026.", "yes"),
    ],
)
def test_run_by_doers_and_years_of_named_events(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "X's founder, Leo Hart," founded it, and a claim giving that to another is no
        (
            [
                "The bakery's founder, Ian Reed, retired last year.",
                "His son, Joe Reed, runs it now.",
            ],
            "Joe Reed founded the bakery.",
            "no",
        ),
        (
            ["The bakery's founder, Ian Reed, retired last year."],
            "Ian Reed founded the bakery.",
            "yes",
        ),
        # who remains chairman has not left the company
        (
            ["Ola Berg stepped down as chief executive in 2021 but remains chairman."],
            "Ola Berg left the company in 2021.",
            "no",
        ),
        (
            ["Ola Berg stepped down as chief executive in 2021 but remains chairman."],
            "Ola Berg stepped down as chief executive in 2021.",
            "yes",
        ),
        # what it will cost is not what it costs now
        (
            ["A season ticket will cost 640 pounds next year, up from 600 pounds."],
            "A season ticket currently costs 640 pounds.",
            "no",
        ),
    ],
)
def test_founders_remaining_roles_and_figures_to_come(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "agreed to buy its rival, X": the buyer is the first, whatever the rival is called
        (
            ["Norda Foods agreed to buy its competitor, Bayview Dairy, for 40 million euros."],
            "Bayview Dairy is buying Norda Foods.",
            "no",
        ),
        (
            ["Norda Foods agreed to buy its competitor, Bayview Dairy, for 40 million euros."],
            "Norda Foods is buying Bayview Dairy.",
            "yes",
        ),
        # shortlisted says nothing of the win
        (
            ["Her debut was shortlisted for the Orwell Prize in 2021."],
            "Her debut won the Orwell Prize.",
            "unsure",
        ),
        (
            ["Her debut was shortlisted for the Orwell Prize in 2021 and won it in the spring."],
            "Her debut won the Orwell Prize.",
            "yes",
        ),
        # what it was translated into is not what it was written in
        (
            ["The memoir was translated into French by Anne Roy."],
            "The memoir was originally written in French.",
            "no",
        ),
    ],
)
def test_rivals_bought_shortlists_and_translations(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an owner's thing is judged by the sentence about that thing
        (
            ["The club's attendance fell 10% last season.", "Its income, however, rose 4%."],
            "The club's income grew last season.",
            "yes",
        ),
        (
            ["The club's attendance fell 10% last season.", "Its income, however, rose 4%."],
            "The club's attendance grew last season.",
            "no",
        ),
        # suspended pending an inquiry is not fired
        (
            ["The referee, Tom Leary, has been suspended pending a review."],
            "Tom Leary was sacked.",
            "no",
        ),
    ],
)
def test_owners_things_and_suspensions(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "a rating of 1 out of 5" is a score, and "now" is what it was changed to
        (
            [
                "The cafe was given a hygiene rating of 2 out of 5 in May.",
                "A second visit in July raised the rating to 5.",
            ],
            "The cafe's hygiene rating is now 5.",
            "yes",
        ),
        (["One in five adults smoke."], "About 20% of adults smoke.", "yes"),
        # offered a course instead of a fine: not fined
        (
            ["First-time offenders are offered a course instead of a fine."],
            "First-time offenders will be fined.",
            "no",
        ),
        # what is only compared with is not the doer
        (
            ["The new vaccine cut infections by 60% compared with the old vaccine."],
            "The old vaccine cut infections by 60%.",
            "no",
        ),
        (
            ["The new vaccine cut infections by 60% compared with the old vaccine."],
            "The new vaccine cut infections by 60%.",
            "yes",
        ),
    ],
)
def test_scores_out_of_changes_to_fines_and_compared_sides(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "close 40 of its 300 branches": 260 are left
        (
            ["The chain will close 25 of its 180 shops."],
            "The chain will keep 155 shops open.",
            "yes",
        ),
        (
            ["The chain will close 25 of its 180 shops."],
            "The chain will keep 165 shops open.",
            "no",
        ),
    ],
)
def test_the_rest_of_a_whole_a_part_of_it_names(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what a test misses is the rest of what it detects
        (["The scan detects 85% of fractures."], "The scan misses about 15% of fractures.", "yes"),
        (["The scan detects 85% of fractures."], "The scan misses about 25% of fractures.", "no"),
        # "resumed" is "restarted"; first refusal is the first chance to buy
        (["Flights resumed on Monday."], "Flights restarted on Monday.", "yes"),
        (
            ["The council has been given first refusal on the old library."],
            "The council gets the first chance to buy the old library.",
            "yes",
        ),
    ],
)
def test_missed_shares_restarts_and_first_refusal(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the act done to "it", the thing the sentence before spoke of
        (
            [
                "The planning officer, Ian Ross, backed the new stadium.",
                "Councillors rejected it by 7 votes to 5.",
            ],
            "Ian Ross rejected the new stadium.",
            "no",
        ),
        (
            [
                "The planning officer, Ian Ross, backed the new stadium.",
                "Councillors rejected it by 7 votes to 5.",
            ],
            "Ian Ross backed the new stadium.",
            "yes",
        ),
    ],
)
def test_an_act_done_to_it_names_its_doer(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the predicate after an example is said of the example too
        (
            ["Water damage, such as a burst pipe, is not covered."],
            "The policy covers a burst pipe.",
            "no",
        ),
        (
            ["Water damage, such as a burst pipe, is covered in full."],
            "The policy covers a burst pipe.",
            "yes",
        ),
        # longer is not less
        (
            ["Children who skipped breakfast slept 20 minutes less on average."],
            "Children who skipped breakfast slept 20 minutes longer on average.",
            "no",
        ),
    ],
)
def test_predicates_after_examples_and_longer_against_less(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the converse act by the same person, on the same thing
        (
            ["The collector, Ivo Marsh, bought the vase at auction."],
            "Ivo Marsh sold the vase.",
            "no",
        ),
        (
            ["The collector, Ivo Marsh, bought the vase at auction."],
            "Ivo Marsh bought the vase.",
            "yes",
        ),
        (
            ["Maya sold her bakery to Leon in 2019.", "Leon later sold it to Rosa."],
            "Leon bought the bakery from Maya.",
            "yes",
        ),
    ],
)
def test_the_converse_act_by_the_same_person(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "more likely" against "less likely", at the same figure
        (
            ["Smokers were 30% less likely to finish the course than non-smokers."],
            "Smokers were 30% more likely to finish the course.",
            "no",
        ),
        (
            ["Smokers were 30% less likely to finish the course than non-smokers."],
            "Smokers were 30% less likely to finish the course.",
            "yes",
        ),
        # disputing is not agreeing
        (
            ["The tenant disputes the size of the bill."],
            "The tenant agrees with the size of the bill.",
            "no",
        ),
        # a fine is more than a warning
        (
            ["Cyclists caught riding on the pavement will be fined £50."],
            "Cyclists caught riding on the pavement will only get a warning.",
            "no",
        ),
        # a written-off debt is cancelled, not to be repaid
        (
            ["The lender wrote off £3 million of loans owed by farmers."],
            "The lender cancelled £3 million of debt owed by farmers.",
            "yes",
        ),
        (
            ["The lender wrote off £3 million of loans owed by farmers."],
            "The lender will demand repayment of £3 million from farmers.",
            "no",
        ),
        # a payment plan is paying in instalments; a study that followed people tracked them
        (
            ["The council offered the family a payment plan."],
            "The council offered to let the family pay in instalments.",
            "yes",
        ),
        (
            ["The trial followed 800 patients for five years."],
            "The trial tracked participants for five years.",
            "yes",
        ),
        # falling months behind on rent is failing to pay it that long
        (
            ["Ms Ray lost her flat after failing to pay her mortgage for four months."],
            "Ms Ray fell four months behind on her mortgage.",
            "yes",
        ),
        (
            ["Ms Ray lost her flat after failing to pay her mortgage for four months."],
            "Ms Ray fell two months behind on her mortgage.",
            "no",
        ),
    ],
)
def test_everyday_words_for_debts_penalties_and_studies(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a cause the context says was not shown
        (
            ["The survey was small and could not prove cause and effect."],
            "The survey proved that green tea prevents colds.",
            "no",
        ),
        # the winner did not come second
        (
            ["Tariq Bello, a teacher from Cork, won the 10 km race in 31 minutes."],
            "Bello finished second.",
            "no",
        ),
        (
            ["Tariq Bello won the 10 km race; Ana Cruz finished second."],
            "Ana Cruz finished second.",
            "yes",
        ),
        # a time given as a gap behind another's
        (
            [
                "Rosa Lind won the race in 1 hour 52 minutes.",
                "Her sister Eva finished three minutes behind her.",
            ],
            "Eva finished in 1 hour 55 minutes.",
            "yes",
        ),
        (
            [
                "Rosa Lind won the race in 1 hour 52 minutes.",
                "Her sister Eva finished three minutes behind her.",
            ],
            "Eva finished in 1 hour 49 minutes.",
            "no",
        ),
        # a lower-case word opening the claim is no name: "Residential streets"
        (
            [
                "A 20 mph limit will apply on all residential streets from May.",
                "Main roads will keep their 40 mph limit.",
            ],
            "Residential streets will get a 20 mph limit from May.",
            "yes",
        ),
        # "him" in the landlord's sentence may be the tenant named before
        (
            [
                "Tenant Ian Shaw was evicted in June.",
                "His landlord, Mona Fry, said she had offered him a payment plan.",
            ],
            "The landlord offered Ian Shaw a payment plan.",
            "yes",
        ),
        (
            [
                "Tenant Ian Shaw was evicted in June.",
                "His landlord, Mona Fry, said she had offered him a payment plan.",
            ],
            "Ian Shaw offered the landlord a payment plan.",
            "no",
        ),
    ],
)
def test_causes_placings_gaps_and_pronoun_objects(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # cleared of a charge is acquitted of it, and not convicted of it
        (
            ["The court convicted Ana Ruiz of theft but cleared her of assault."],
            "Ana Ruiz was acquitted of assault.",
            "yes",
        ),
        (
            ["The court convicted Ana Ruiz of theft but cleared her of assault."],
            "Ana Ruiz was convicted of assault.",
            "no",
        ),
        # allowed back is reopened to them, and when
        (
            ["The pier shut in March.", "Anglers were allowed back in June."],
            "The pier reopened to anglers in March.",
            "no",
        ),
        # taking charge is leading
        (
            ["The deputy head, Omar Lee, will take charge of the school in May."],
            "Omar Lee will lead the school from May.",
            "yes",
        ),
        # straight defeats are games lost in a row
        (
            ["The club dropped to tenth after four straight defeats."],
            "The club lost four games in a row.",
            "yes",
        ),
        # an upcoming game says nothing of who will beat whom
        (
            ["Kim Vos will coach the side in Sunday's game against Elmwood."],
            "The side will beat Elmwood on Sunday.",
            "unsure",
        ),
    ],
)
def test_courts_reopenings_and_results(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what the context still forbids to the claim's subject, in a sentence of its own
        (
            [
                "The tunnel was shut in May.",
                "Cyclists were let back in August, but lorries remain banned.",
            ],
            "Lorries can now use the tunnel again.",
            "no",
        ),
        (
            [
                "The tunnel was shut in May.",
                "Cyclists were let back in August, but lorries remain banned.",
            ],
            "Cyclists can use the tunnel again.",
            "yes",
        ),
        # "continue to get" is about getting: the clause that says it denies it
        (
            ["Owners can keep using model 3, but it will no longer receive safety patches."],
            "Model 3 will continue to receive safety patches.",
            "no",
        ),
        (
            ["Owners can keep using model 3, but it will no longer receive safety patches."],
            "Owners can still use model 3.",
            "yes",
        ),
        # two sides' figures in two sentences
        (
            ["Her first album sold 90,000 copies.", "Her live album sold fewer than 8,000."],
            "Her live album outsold her first album.",
            "no",
        ),
        (
            ["Her first album sold 90,000 copies.", "Her live album sold fewer than 8,000."],
            "Her first album sold more copies than her live album.",
            "yes",
        ),
        # what the apposition says a thing is, where the claim's kind is another's
        (
            [
                "Ruth Bell's debut novel, Stone Bay, won a prize.",
                "Her second book, a collection of essays, sold poorly.",
            ],
            "Her second book was a novel.",
            "no",
        ),
        (
            [
                "Ruth Bell's debut novel, Stone Bay, won a prize.",
                "Her second book, a collection of essays, sold poorly.",
            ],
            "Her second book was a collection of essays.",
            "yes",
        ),
        # a figure given for one group is not another group's
        (
            [
                "Teenagers should sleep at least 8 hours a night.",
                "For adults the advice is 7 hours.",
            ],
            "Adults should sleep at least 8 hours a night.",
            "no",
        ),
        (
            [
                "Teenagers should sleep at least 8 hours a night.",
                "For adults the advice is 7 hours.",
            ],
            "Teenagers should sleep at least 8 hours a night.",
            "yes",
        ),
    ],
)
def test_bans_ongoing_acts_two_sided_figures_and_groups(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the act is done to the part; the whole is how many there are
        (
            ["The bank will shut 30 of its 400 branches next year."],
            "The bank is shutting 400 branches.",
            "no",
        ),
        (
            ["The bank will shut 30 of its 400 branches next year."],
            "The bank will shut 30 branches.",
            "yes",
        ),
        # "where possible" guarantees nothing
        (
            ["Tenants will be rehoused nearby where possible."],
            "All tenants are guaranteed homes nearby.",
            "no",
        ),
        # struck off: no longer practising; a GP is a doctor
        (
            ["Dr Hugo Brand, a GP in Leeds, was struck off the register for misconduct."],
            "Hugo Brand can no longer practise as a doctor.",
            "yes",
        ),
        # "over two years" after what was done spans them; "for over two years" bounds
        (
            ["The firm sent 9,000 letters over three years."],
            "The letters were sent over a ten-year period.",
            "no",
        ),
        (
            ["The firm has traded for over three years."],
            "The firm has traded for more than two years.",
            "yes",
        ),
        # a day named beside "as a category 3 storm" holds no role
        (
            ["Storm Ida reached the coast on Friday as a category 2 storm."],
            "Ida was a category 2 storm when it reached the coast.",
            "yes",
        ),
        # "It weakened" is the storm named before it
        (
            ["Storm Ida reached the coast on Friday.", "It weakened overnight."],
            "Ida strengthened overnight.",
            "no",
        ),
        # "without power" is power lost
        (
            ["About 9,000 homes were without power after the gale."],
            "About 9,000 homes lost power.",
            "yes",
        ),
        # who must be in the office on a day does not work from home on it
        (
            ["Nurses must be in the office on Mondays and Fridays."],
            "Nurses can work from home on Fridays.",
            "no",
        ),
    ],
)
def test_parts_possibilities_spans_and_storms(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # jailed for eight years is an eight-year sentence, and the apposition after the name
        # hides no doer
        (
            [
                "Nina Ross, 41, was jailed for six years for the theft.",
                "Her partner, Sam Tey, received a suspended sentence.",
            ],
            "Nina Ross received a six-year prison sentence.",
            "yes",
        ),
        (
            [
                "Nina Ross, 41, was jailed for six years for the theft.",
                "Her partner, Sam Tey, received a suspended sentence.",
            ],
            "Sam Tey received a six-year prison sentence.",
            "no",
        ),
        # "too hot to support life" rules out "could support life"
        (
            ["Experts say the lake is too salty to support fish."],
            "Experts think the lake could support fish.",
            "no",
        ),
        # a win before is another occasion than the loss told
        (
            ["Marta Vidal, the defending champion, lost in the first round."],
            "Vidal had won the title before.",
            "unsure",
        ),
    ],
)
def test_sentences_possibility_and_other_occasions(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # two bequests in one sentence: each heir's own
        (
            ["Mrs Hale's will left her flat to her nephew, Otto, and her car to her niece, Ivy."],
            "Ivy inherited the flat.",
            "no",
        ),
        (
            ["Mrs Hale's will left her flat to her nephew, Otto, and her car to her niece, Ivy."],
            "Otto was left the flat.",
            "yes",
        ),
        # contesting is challenging
        (
            ["Her brother is contesting the will."],
            "Her brother is challenging the will.",
            "yes",
        ),
        # who represents someone is their lawyer
        (
            ["Kim's lawyer, Ravi Sen, said the ruling was fair."],
            "Ravi Sen represents Kim.",
            "yes",
        ),
        (
            ["Kim's lawyer, Ravi Sen, said the ruling was fair.", "Tom Boyd lost the case."],
            "Ravi Sen represents Tom Boyd.",
            "no",
        ),
        # a profit warning tells investors profit will be lower than expected
        (
            ["Shares in Delta Foods fell after it issued a profit warning."],
            "Delta Foods told investors its profits would be lower than expected.",
            "yes",
        ),
        # a bound met by the context's figure
        (
            [
                "The Patels remortgaged their flat to raise £25,000.",
                "Their lender, Eastgate Building Society, approved the new loan in two weeks.",
                "Monthly repayments rose from £500 to £640.",
            ],
            "Eastgate approved the loan in under a month.",
            "yes",
        ),
        (
            [
                "The Patels remortgaged their flat to raise £25,000.",
                "Their lender, Eastgate Building Society, approved the new loan in two weeks.",
                "Monthly repayments rose from £500 to £640.",
            ],
            "Eastgate approved the loan in under ten days.",
            "no",
        ),
        # an act the context leaves open, or never names, is not one that will happen
        (
            ["Leo Barr has 21 days to appeal.", "The club expects a decision in May."],
            "Leo Barr will appeal.",
            "unsure",
        ),
        (
            ["Chair Ruth Sims expects sales to rise next year."],
            "Ruth Sims will step down as chair.",
            "unsure",
        ),
    ],
)
def test_bequests_lawyers_warnings_bounds_and_open_acts(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a remortgaged home was kept
        (
            ["The Lees remortgaged their home to pay for the extension."],
            "The Lees sold their home to pay for the extension.",
            "no",
        ),
        # a limit on rises is their most; a year is no share against it
        (
            ["The scheme limits yearly fare increases to 2%."],
            "Fares can rise by 4% a year under the scheme.",
            "no",
        ),
        (
            ["The scheme limits yearly fare increases to 2%."],
            "The scheme started in 2019.",
            "unsure",
        ),
        # the one an injunction bars
        (
            [
                "The court granted Ada Finch an injunction stopping her neighbour, Leon Pike, from building the wall."
            ],
            "Ada Finch was banned from building the wall.",
            "no",
        ),
        (
            [
                "The court granted Ada Finch an injunction stopping her neighbour, Leon Pike, from building the wall."
            ],
            "Leon Pike was banned from building the wall.",
            "yes",
        ),
        # a team's goal scored by its player: the team scored
        (
            ["Elm Park's only goal came from Rui Sa in the 70th minute."],
            "Elm Park scored in the 70th minute.",
            "yes",
        ),
    ],
)
def test_homes_kept_limits_injunctions_and_team_goals(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a price per month is a rate, no length of time against the context's spans
        (["Users lost weight over 40 weeks."], "The app costs £9 a month.", "unsure"),
        (
            ["Patients taking the drug lost 5% of their weight over 52 weeks."],
            "The drug will cost £30 a month.",
            "unsure",
        ),
        (
            [
                "Westline Buses will raise fares by 5% in March, the biggest rise in years.",
                "Weekly passes will go up by 2%.",
            ],
            "Westline fares will increase by 5% in March.",
            "yes",
        ),
        # raising charges by 6% is their rise by 6%
        (
            ["The council will raise parking charges by 6% in April."],
            "Parking charges will go up by 6% in April.",
            "yes",
        ),
        # three times the mass of a thing is larger than it, and no rival of the subject
        (
            [
                "Astronomers found HD-12b last year.",
                "The planet circles a small star and has three times the mass of Jupiter.",
            ],
            "HD-12b circles a small star.",
            "yes",
        ),
        (
            ["The moon is about 3 times the diameter of Pluto."],
            "The moon is smaller than Pluto.",
            "no",
        ),
        # the placebo group is a group of its own
        (
            ["Patients on the drug lost 9% of their weight.", "Those on a placebo lost 2%."],
            "The placebo group lost 9% of their weight.",
            "no",
        ),
        # what eased did not get worse
        (
            ["The headaches usually eased after a week."],
            "The headaches usually got worse.",
            "no",
        ),
        # "N times as much" for two of the context's figures
        (
            ["Those who walked daily lost 6 kg.", "Those who did not lost 2 kg."],
            "Daily walkers lost three times as much weight.",
            "yes",
        ),
        (
            ["Those who walked daily lost 6 kg.", "Those who did not lost 2 kg."],
            "Daily walkers lost five times as much weight.",
            "unsure",
        ),
    ],
)
def test_rates_rises_sizes_groups_and_ratios(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "after 30 years" counts time; "before joining" orders events
        (
            [
                "Ana Diaz was appointed head of sales at Orbit Foods in May, replacing Tom Lee, who "
                "retired after 30 years.",
                "Diaz previously worked at Bexley Bank for six years.",
            ],
            "Diaz worked at Bexley Bank for six years before joining Orbit Foods.",
            "yes",
        ),
        # what the context found no evidence of was not found
        (
            ["The panel found no evidence of cheating by the team."],
            "The panel found that the team cheated.",
            "no",
        ),
        (
            [
                "The supplier cut off his gas, claiming he had tampered with the meter.",
                "The ombudsman found no evidence of tampering by Mr Cole.",
            ],
            "The ombudsman found that Mr Cole had tampered with the meter.",
            "no",
        ),
        (
            ["The panel found no evidence of cheating by the team."],
            "The panel found no proof that the team cheated.",
            "yes",
        ),
    ],
)
def test_time_counted_and_evidence_not_found(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a lower-case word after an adjective in the context is no name in the claim
        (
            [
                "Members get free priority boarding on every flight.",
                "Business seats cost extra and include lounge access.",
            ],
            "Priority boarding is free for members.",
            "yes",
        ),
        # a day of the month is no rival of a year
        (
            ["The strike began on 4 March 1984 at a pit in Yorkshire."],
            "The strike began in 1984.",
            "yes",
        ),
        # a prescription medicine is not bought without one
        (
            ["Dermol is a prescription ointment for eczema."],
            "Dermol can be bought without a prescription.",
            "no",
        ),
        # aircraft ordered from one maker are not bought from another named elsewhere
        (
            [
                "Blue Sky Air has ordered 12 new jets from Embraer.",
                "They will replace its old Fokker planes.",
            ],
            "Blue Sky Air is buying jets from Fokker.",
            "no",
        ),
        # an account that pays 3% earns its savers 3%
        (
            [
                "The account pays 3.5% interest on balances up to £10,000.",
                "Larger balances earn 1%.",
            ],
            "Savers earn 3.5% on the first £10,000.",
            "yes",
        ),
        # a stated most above the top of the context's range
        (
            ["Standard parcels take 2 to 4 working days."],
            "Standard parcels take up to 7 working days.",
            "no",
        ),
        # how often is not how long
        (
            ["Apply the gel once a day to clean skin."],
            "The gel works within two weeks.",
            "unsure",
        ),
    ],
)
def test_names_dates_prescriptions_orders_and_ranges(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what "except" leaves out may not be done; an exception to a ban permits it
        (
            ["Tickets can be refunded up to 48 hours before the show, except gift tickets."],
            "Gift tickets can be refunded.",
            "no",
        ),
        (
            ["Staff may not park in bay 3, except on Sundays."],
            "Staff can park in bay 3 on Sundays.",
            "yes",
        ),
        # a quality compared that the context never names
        (
            ["The city will buy 20 new electric buses."],
            "The new buses will be more comfortable.",
            "unsure",
        ),
        # "used to treat" is "for"
        (["Ovira is a tablet for migraine."], "Ovira is used to treat migraine.", "yes"),
        # a time of day that meets the bound on the act
        (
            ["Same-day delivery is available if ordered before 11 am."],
            "An order placed at 10 am can arrive the same day.",
            "yes",
        ),
    ],
)
def test_exceptions_qualities_treatments_and_hours(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # closed to cars: cars are not able to use it
        (
            ["The tunnel will close to lorries for 6 months from May."],
            "Lorries will not be able to use the tunnel for six months.",
            "yes",
        ),
        # diverted traffic does not go on using the road
        (
            ["The road will shut for repairs.", "Trams will be diverted via King Street."],
            "Trams will continue to use the road.",
            "no",
        ),
        # only allowed at some places: not anywhere
        (
            ["Fishing is only allowed at the three marked pegs."],
            "Visitors can fish anywhere along the lake.",
            "no",
        ),
        # a rule for some months does not hold all year
        (
            ["Cyclists must dismount on the promenade between June and August."],
            "Cyclists must dismount on the promenade all year round.",
            "no",
        ),
        # a debut is a first
        (
            ["Sam Reid won the award for her fourth album, Blue Hour."],
            "Blue Hour is Sam Reid's debut album.",
            "no",
        ),
        # a figure given beside the claim's own name, in a sentence of its own
        (
            [
                "From May, the minimum wage for adults will rise to £11.50 an hour.",
                "Trainees will be paid at least £6.80.",
            ],
            "Trainees will earn a minimum of £6.80 an hour.",
            "yes",
        ),
    ],
)
def test_closures_diversions_places_seasons_debuts_and_own_figures(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the one a tribunal orders to pay, and the one paid ("him": the other it names)
        (
            ["The tribunal found for Eva Lind and ordered Norcross to pay her £9,000."],
            "Eva Lind was ordered to pay Norcross £9,000.",
            "no",
        ),
        (
            ["The tribunal found for Eva Lind and ordered Norcross to pay her £9,000."],
            "Norcross was ordered to pay Eva Lind £9,000.",
            "yes",
        ),
        # a permission on a condition obliges the condition
        (
            ["The tenant can leave after a year with two months' notice."],
            "The tenant must give two months' notice to leave after a year.",
            "yes",
        ),
        # what a blocked deal would have given is not held now
        (
            ["The watchdog blocked the deal, which would have given Norfa 70% of the market."],
            "Norfa already controls 70% of the market.",
            "no",
        ),
        # a profit is what the sale made over the purchase
        (
            ["Ian Cole bought the shop for £90,000 in 2015.", "He sold it in 2023 for £130,000."],
            "Ian Cole made a profit of £40,000 on the shop.",
            "yes",
        ),
        # the other side of a sale, named after "from"
        (
            ["Lena Ortiz bought the boat from her uncle, Raul, in 2018.", "She sold it in 2022."],
            "Raul sold the boat to Lena.",
            "yes",
        ),
        # "guided the club" is leading it
        (["Ruiz led the club to two titles."], "Ruiz guided the club to two titles.", "yes"),
    ],
)
def test_payers_conditions_counterfactuals_profits_and_sellers(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # notice before a thing is that much in advance of it
        (
            ["Members must give at least four weeks' notice before cancelling."],
            "Members must say they are cancelling at least four weeks in advance.",
            "yes",
        ),
        # a change by the difference of "N units, down from M"
        (
            ["The commute now takes 40 minutes, down from 55."],
            "The commute time fell by 15 minutes.",
            "yes",
        ),
        # who won is not the one the winner finished ahead of
        (
            [
                "The race was won by Dutch rider Eva Smit, who finished 10 seconds ahead of Italy's Sofia Conti."
            ],
            "Sofia Conti won the race.",
            "no",
        ),
        # who withdrew did not finish; a place closed for good is not still open
        (
            ["Ola Berg crashed on the second lap and withdrew."],
            "Ola Berg finished the race.",
            "no",
        ),
        (["The Red Lion closed in 2019 after 200 years."], "The Red Lion is still open.", "no"),
        # fortnightly is every two weeks; money is no rival of time
        (
            [
                "The council will charge £40 a year for the bin.",
                "The bin, previously free, is emptied fortnightly.",
            ],
            "The bin is emptied every two weeks.",
            "yes",
        ),
        # what used to be so is not ruled out by today's price
        (
            [
                "The council will charge £40 a year for the bin.",
                "The bin, previously free, is emptied fortnightly.",
            ],
            "The bin used to be free.",
            "yes",
        ),
        # "advised" is "recommended"; "two years later" after a year is that year and two
        (["A second dose is recommended after a year."], "A second dose is advised.", "yes"),
        (
            ["The band formed in 2010 and released its first album three years later."],
            "The band released its first album in 2013.",
            "yes",
        ),
        # "his first restaurant, Lume" leaves Lume before the others
        (
            [
                "Chef Ana Lobo opened her first cafe, Figo, in 2012.",
                "Her second, Salt, opened in 2016.",
            ],
            "Lobo opened Figo before Salt.",
            "yes",
        ),
    ],
)
def test_notice_changes_winners_endings_rates_and_years_later(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the one replaced in a role does not become it
        (
            ["Ivo Lind will replace Maja Roth as head coach in July."],
            "Maja Roth will become head coach in July.",
            "no",
        ),
        (
            ["Ivo Lind will replace Maja Roth as head coach in July."],
            "Ivo Lind will become head coach in July.",
            "yes",
        ),
        # one of two is not both
        (
            ["One of the ferry's two generators broke down at sea."],
            "Both generators broke down.",
            "no",
        ),
        # a rate of pay every week is no length of time
        (
            ["Carer's leave lasts for up to 12 weeks."],
            "Carer's pay is £95 a week.",
            "unsure",
        ),
    ],
)
def test_successors_pairs_and_rates_of_pay(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a yearly figure that is the total over the years
        (
            ["The charity will build 600 homes over the next three years."],
            "The charity will build 200 homes a year on average.",
            "yes",
        ),
        (
            ["The charity will build 600 homes over the next three years."],
            "The charity will build 300 homes a year on average.",
            "no",
        ),
        # what a thing may be changed to, where the context tells of no change
        (
            ["The guarantee lasts three years from delivery."],
            "The guarantee can be extended to five years.",
            "unsure",
        ),
        # praised is not criticised
        (
            ["Reviewers praised the chef, Lina Sato, for her seasonal menu."],
            "Reviewers criticised Lina Sato.",
            "no",
        ),
    ],
)
def test_yearly_shares_changes_and_praise(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "He has not been charged", after a sentence about him
        (
            [
                "Leo Fenn was arrested on Friday and questioned for six hours.",
                "He has not been charged.",
            ],
            "Leo Fenn has been charged.",
            "no",
        ),
        # "the next day" after a weekday is the day after it
        (
            ["The ferry left on Sunday and docked in Oslo the next day."],
            "The ferry docked in Oslo on Monday.",
            "yes",
        ),
        # what is kept is the rest of what is lost
        (
            ["The panel lost only 8% of its output after ten years."],
            "The panel kept 92% of its output after ten years.",
            "yes",
        ),
        # "misspelled" is spelling incorrectly
        (
            ["The runner-up, Ada Cho, misspelled 'necessary'."],
            "Ada Cho spelled 'necessary' correctly.",
            "no",
        ),
        # what will be released is not out already; a forecast supports "could"
        (
            ["The sequel will be released in cinemas in May."],
            "The sequel is already showing in cinemas.",
            "no",
        ),
        (
            ["The firm expects the drug to reach the market in 2028."],
            "The drug could be available in 2028.",
            "yes",
        ),
        # a figure meeting the bound on who qualifies
        (
            ["To qualify, households must earn less than £40,000 a year."],
            "A household earning £32,000 a year can qualify.",
            "yes",
        ),
        (
            ["To qualify, households must earn less than £40,000 a year."],
            "A household earning £45,000 a year can qualify.",
            "no",
        ),
    ],
)
def test_charges_next_days_shares_spelling_releases_and_thresholds(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # one side's figure given to the other
        (
            ["Weight fell by an average of 9 kg in the diet group and 2 kg in the control group."],
            "Weight fell by 9 kg in the control group.",
            "no",
        ),
        (
            ["Weight fell by an average of 9 kg in the diet group and 2 kg in the control group."],
            "Weight fell by 9 kg in the diet group.",
            "yes",
        ),
        # a share of them is not all of them
        (
            ["The plan allows 250 flats, 40% of which will be affordable."],
            "All 250 flats will be affordable.",
            "no",
        ),
        # keeping on against stopping; extending hours against cutting them
        (
            ["The ferry company will stop sailing to Jersey in May."],
            "The ferry company will keep sailing to Jersey.",
            "no",
        ),
        (
            ["Pool hours on weekdays will be cut by an hour."],
            "Weekday pool hours will be extended.",
            "no",
        ),
        # what opens from next month is not open now
        (
            ["The museum will open on Mondays from next month."],
            "The museum is currently open on Mondays.",
            "no",
        ),
    ],
)
def test_sides_shares_stops_cuts_and_openings(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "will succeed X" for "she replaces X": the same act, told in the present
        (
            [
                "Rita Amis has been named head of the school.",
                "She replaces Ken Ode, who is retiring.",
            ],
            "Rita Amis will succeed Ken Ode.",
            "yes",
        ),
        # what is expected to reopen has not reopened
        (
            ["A rockfall closed the pass on Monday; it is expected to reopen by Thursday."],
            "The pass has reopened.",
            "no",
        ),
        # "should not be given to" forbids it to them
        (
            ["Nurses say the vaccine should not be given to people with egg allergies."],
            "People with egg allergies can safely have the vaccine.",
            "no",
        ),
        (
            [
                "The pill cut the risk of a second heart attack by a fifth.",
                "Doctors say it should not be given to patients with liver disease.",
            ],
            "Patients with liver disease can safely take the pill.",
            "no",
        ),
    ],
)
def test_successions_told_reopenings_and_not_to_be_given(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "and there is no limit" is a clause of its own
        (
            ["Glass is collected weekly and there is no limit on the number of boxes."],
            "Glass is collected every week.",
            "yes",
        ),
        # the kind that goes ahead as normal was not called off; others were
        (
            [
                "The airport cancelled 200 short-haul flights on Friday because of the strike.",
                "Long-haul and cargo flights will go ahead as normal.",
            ],
            "Long-haul flights were cancelled on Friday.",
            "no",
        ),
        (
            [
                "The airport cancelled 200 short-haul flights on Friday because of the strike.",
                "Long-haul and cargo flights will go ahead as normal.",
            ],
            "About 200 short-haul flights were called off.",
            "yes",
        ),
    ],
)
def test_limits_in_their_clause_and_what_goes_ahead(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


_FIRST = ["Omar Haddad became the first Moroccan rider to win the race in 2021."]
_LEADER = [
    "Dana Cole was appointed head coach in June, replacing Ivan Roth, who had coached the side "
    "for six years.",
    "Roth remains a councillor in the town.",
]
_SHIFTS = [
    "A survey of 900 workers found that those on night shifts ate more snacks.",
    "Part-time staff also reported more stress than full-time colleagues.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a negation inside the reason given does not deny the act
        (
            ["The airline was fined €3 million for not refunding cancelled flights."],
            "The airline was fined more than €2 million.",
            "yes",
        ),
        (
            ["The airline was fined €3 million for not refunding cancelled flights."],
            "The airline was not fined.",
            "no",
        ),
        # "the first X to" says none came before; one before contradicts it
        (_FIRST, "No Moroccan rider had won the race before Omar Haddad.", "yes"),
        (_FIRST, "Before Omar Haddad, no Moroccan rider had won the race.", "yes"),
        (_FIRST, "Before Omar Haddad, a Moroccan rider had won the race.", "no"),
        (_FIRST, "A Moroccan rider won the race before Omar Haddad retired.", "unsure"),
        # a people's noun is their country's adjective
        (_FIRST, "Haddad was the first Moroccan to win the race.", "yes"),
        (["The Belgian cyclist Wout Peeters won the stage."], "Peeters is from Belgium.", "yes"),
        (["Tove Lind became the first Swedish woman to win it."], "Lind is a Dane.", "no"),
        # where someone is from, said otherwise
        (
            ["Mei Lin, a violinist from Osaka, plays with the orchestra."],
            "Lin is from Kyoto.",
            "no",
        ),
        (["Mei Lin, a violinist from Osaka, plays with the orchestra."], "Lin is Chinese.", "no"),
        (
            ["Mei Lin, a violinist from Osaka, plays with the orchestra."],
            "Lin is from Osaka.",
            "yes",
        ),
        (
            ["Mei Lin, a violinist from Osaka, plays with the Berlin orchestra."],
            "Lin is from Berlin.",
            "no",
        ),
        # what the relative clause says is the name's before it
        (_LEADER, "Dana Cole had coached the side for six years.", "no"),
        (_LEADER, "Ivan Roth coached the side for six years.", "yes"),
        (_LEADER, "Cole replaced Roth.", "yes"),
        # who remains a councillor has not left the council
        (_LEADER, "Roth has left the council.", "no"),
        # a finding of what was not measured
        (
            _SHIFTS + ["Sleep quality was not measured."],
            "The survey found night-shift workers had worse sleep quality.",
            "no",
        ),
        (
            _SHIFTS + ["The researchers did not measure weight."],
            "The survey found night-shift workers ate more snacks.",
            "yes",
        ),
        # whom a study is of took part in it
        (_SHIFTS, "Around 900 workers took part in the survey.", "yes"),
        (_SHIFTS, "Around 900 managers took part in the survey.", "unsure"),
        # the other kind with the same head
        (_SHIFTS, "Full-time staff reported more stress.", "no"),
        (_SHIFTS, "Part-time staff reported more stress.", "yes"),
        # staff who gave warnings warned
        (
            ["The report said managers ignored warnings from engineers."],
            "Engineers had warned managers.",
            "yes",
        ),
        # a bare plural opening the claim that the context never says
        (["Foot passengers travel free on Sundays."], "Cars travel free on Sundays.", "unsure"),
        (["Foot passengers travel free on Sundays."], "Passengers on foot travel free.", "yes"),
    ],
)
def test_firsts_relative_clauses_unmeasured_findings_and_other_kinds(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


_CLOSURE = [
    "The leisure centre will close for repairs from 4 to 17 March.",
    "A shuttle bus will run half-hourly to the nearest pool.",
    "Memberships for March can be refunded in full.",
]
_RACE = [
    "Ines Duarte finished second in the men's and women's open race, behind Spain's Lucia Ortiz.",
    "Ortiz set a course record.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # half an hour in other words
        (_CLOSURE, "A shuttle will run every 30 minutes.", "yes"),
        (_CLOSURE, "A shuttle will run every 15 minutes.", "no"),
        # the day after a closure's last day, and a day it still covers
        (_CLOSURE, "The leisure centre will reopen on 18 March.", "yes"),
        (_CLOSURE, "The leisure centre will reopen on 12 March.", "no"),
        # refunded in full is not refunded in part
        (_CLOSURE, "Members will get only a partial refund for March.", "no"),
        # "as well as" names what else there is; it adds nothing
        (
            ["The club was fined £5,000 and ordered to pay £800 in costs."],
            "The club must pay £800 in costs as well as the fine.",
            "yes",
        ),
        # a sum the context names as something else
        (
            ["The club was fined £5,000 and ordered to pay £800 in costs."],
            "The fine was £800.",
            "no",
        ),
        # who came second did not win; who came ahead is who the placed one was behind
        (_RACE, "Ines Duarte won the race.", "no"),
        (_RACE, "Lucia Ortiz finished ahead of Duarte.", "yes"),
        (_RACE, "Duarte finished ahead of Lucia Ortiz.", "no"),
        # what is planned is what is expected
        (
            ["The council plans to close two libraries next year."],
            "Two libraries are expected to close next year.",
            "yes",
        ),
        # an age the band leaves out
        (
            ["The survey asked 1,000 adults aged 18 to 65 about their sleep."],
            "Adults as old as 80 were asked.",
            "no",
        ),
        (
            ["The survey asked 1,000 adults aged 18 to 65 about their sleep."],
            "Adults as young as 18 were asked.",
            "yes",
        ),
    ],
)
def test_closures_sums_places_in_a_race_and_age_bands(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


_STRIKE = [
    "Porters at Kings Cross will strike on Friday and Saturday over pay.",
    "Train services will not be affected.",
    "The union is demanding a 6% rise.",
]
_FIRM = [
    "The carmaker will cut 600 jobs, about 5% of its workforce, after reporting a loss of "
    "€90 million.",
    "No engineers will lose their jobs.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # two weekdays in a row are two days
        (_STRIKE, "The strike will last two days.", "yes"),
        # "demanding" is wanting; "not affected" is not disrupted
        (_STRIKE, "The union wants a 6% rise.", "yes"),
        (_STRIKE, "Train services will be disrupted.", "no"),
        # a bare subject the context never says, the rest said of others
        (_STRIKE, "Cleaners at Kings Cross will strike.", "unsure"),
        # job cuts: who loses their job is fired; a loss is no profit; the whole a share is of
        (_FIRM, "Some engineers will be made redundant.", "no"),
        (_FIRM, "The carmaker made a profit.", "no"),
        (_FIRM, "The carmaker has about 12,000 employees.", "yes"),
        (_FIRM, "The carmaker employs about 12,000 people.", "yes"),
        (_FIRM, "The job cuts follow a loss of €90 million.", "yes"),
        # praise in a word the critic used
        (
            ["Critics called the album 'a stunning return'."],
            "Critics praised the album.",
            "yes",
        ),
        # a price after the discount the context gives
        (
            ["Entry costs £20; students get a 25% discount."],
            "Students pay £15.",
            "yes",
        ),
        # a count of people against a count of the same act's men
        (
            ["Officers arrested three women after the protest."],
            "Five people were arrested after the protest.",
            "no",
        ),
        (
            ["Officers arrested three women after the protest."],
            "Five people were injured in the protest.",
            "unsure",
        ),
        # exempt is not paying; exempt until a year is not for ever
        (
            ["Taxis will be exempt from the charge until 2030."],
            "Taxis will have to pay the charge.",
            "no",
        ),
        (
            ["Taxis will be exempt from the charge until 2030."],
            "Taxis will never pay the charge.",
            "no",
        ),
        # a noun made from the verb the context uses
        (
            ["A post office in Leeds was burgled on Monday."],
            "The burglary happened in Leeds.",
            "yes",
        ),
    ],
)
def test_strikes_job_cuts_discounts_and_exemptions(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


_WARNING = [
    "Forecasters issued an amber warning for wind along the coast on Sunday.",
    "Inland towns will see showers rather than storms.",
]
_LIBRARY = [
    "The city library reopened on Monday after three years of rebuilding.",
    "It cost £12 million, £2 million more than planned.",
    "Fees rose by 10% this year; a yearly pass now costs £33.",
    "The new opening hours apply from October.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a colour the context gives the same thing otherwise; a name is no colour
        (_WARNING, "The wind warning is red.", "no"),
        (_WARNING, "The wind warning is amber.", "yes"),
        # what the context puts aside ("rather than"), said of the same thing
        (_WARNING, "Inland towns will see storms.", "no"),
        (_WARNING, "Inland towns will see showers.", "yes"),
        # a sentence opening with "It" is about the thing before; over is not under budget
        (_LIBRARY, "The library came in under budget.", "no"),
        (_LIBRARY, "The library was expected to cost £10 million.", "yes"),
        # the value before a rise, from the value now
        (_LIBRARY, "A yearly pass cost about £30 before the rise.", "yes"),
        # starts in a month the context does not give for it
        (_LIBRARY, "The new opening hours start in March.", "no"),
        (_LIBRARY, "The new opening hours start in October.", "yes"),
        # "the fastest in a decade" is "not this fast for ten years"; "fast" is no fasting
        (
            ["House prices rose by 7% last year, the fastest growth in a decade."],
            "House prices have not grown this fast for ten years.",
            "yes",
        ),
        (
            ["Patients must fast for six hours before the scan."],
            "Patients must not eat for six hours before the scan.",
            "yes",
        ),
        # tickets accepted on buses can be used on them; a cancelled train was not delayed
        (
            ["The 6:05 service was cancelled, and tickets will be accepted on trams."],
            "Tickets can be used on trams.",
            "yes",
        ),
        (
            ["The 6:05 service was cancelled, and tickets will be accepted on trams."],
            "The 6:05 service was delayed.",
            "no",
        ),
        # the trip that was cancelled ran one way, not the other
        (
            ["The 6:05 train from Bristol to Bath was cancelled."],
            "The cancelled train ran from Bath to Bristol.",
            "no",
        ),
    ],
)
def test_colours_pronouns_budgets_and_months(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


_HANDOVER = [
    "Coach Ray Dunne, who has led the academy since 2015, will step down in June.",
    "His assistant, Mo Farah Ali, will take charge.",
]
_RULES = [
    "Under the new scheme, members can bring two guests a month.",
    "The scheme does not apply to junior members.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # who will step down does not stay on
        (_HANDOVER, "Ray Dunne will stay on as coach.", "no"),
        (_HANDOVER, "Ray Dunne will leave in June.", "yes"),
        # a part of the country the context gives the thing otherwise
        (
            ["The firm has 40 depots, mostly in the north-east."],
            "Most of the firm's depots are in the south.",
            "no",
        ),
        (
            ["The firm has 40 depots, mostly in the north-east."],
            "Most of the firm's depots are in the east.",
            "yes",
        ),
        # those a rule leaves out
        (_RULES, "Junior members can bring two guests a month.", "no"),
        (_RULES, "All members are covered by the scheme.", "no"),
        (_RULES, "Members can bring two guests a month.", "yes"),
        # another kind of prize
        (
            ["The novel won the readers' prize at the Hay festival."],
            "The novel won the critics' prize at Hay.",
            "no",
        ),
        # a cause still investigated is not known
        (
            ["A pipe burst at the school on Monday; the cause is still unknown."],
            "The cause of the burst is known.",
            "no",
        ),
        # half a day in hours; turnout is who voted
        (
            ["The outage lasted 15 hours."],
            "The outage lasted more than half a day.",
            "yes",
        ),
        (
            ["Turnout in the referendum was 62%."],
            "Most voters took part in the referendum.",
            "yes",
        ),
        # already out, against a date the context gives it
        (
            ["The album comes out worldwide on Friday and goes on sale in March in Japan."],
            "The album is already on sale in Japan.",
            "unsure",
        ),
    ],
)
def test_handovers_exclusions_prizes_and_dates(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # objections from people are their objecting
        (
            ["The plan was approved despite objections from 300 parents."],
            "Hundreds of parents objected to the plan.",
            "yes",
        ),
        # keeping out of something is avoiding it
        (
            ["Swimmers are told to avoid the river after heavy rain."],
            "Swimmers should stay out of the river after heavy rain.",
            "yes",
        ),
        # a record held before is held no longer
        (
            ["Aya Sato broke the national record; the previous record was held by Mei Ito."],
            "Mei Ito still holds the national record.",
            "no",
        ),
        # what something waits for is not done yet
        (
            ["The road stays shut until the works are finished."],
            "The works have been finished.",
            "no",
        ),
        # what someone said would happen is what they expect
        (
            ["The council said the scheme would cost £2 million."],
            "The council expects the scheme to cost £2 million.",
            "yes",
        ),
        # pence under a pound, against pounds
        (
            ["Bus fares will rise from £1.80 to £2.10 in May."],
            "Bus fares will rise by 30p.",
            "yes",
        ),
        (
            ["Bus fares will rise from £1.80 to £2.10 in May."],
            "Bus fares will rise by 50p.",
            "no",
        ),
        # taking effect in a month the context does not give
        (
            ["Bus fares will rise from £1.80 to £2.10 in May."],
            "The fare rise takes effect in June.",
            "no",
        ),
    ],
)
def test_objections_records_waits_and_pence(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


_AWARDED = [
    "Omar Reyes, a teacher from Hull, has been awarded an OBE for setting up a reading charity.",
    "Reyes still works part-time at Oakfield School.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # another honour, another profession; setting up is founding
        (_AWARDED, "Reyes was given a knighthood.", "no"),
        (_AWARDED, "Reyes is a lawyer.", "no"),
        (_AWARDED, "Reyes founded a reading charity.", "yes"),
        # who still works somewhere has not stopped working there
        (_AWARDED, "Reyes has stopped working at Oakfield School.", "no"),
        # not yet licensed is not on prescription; in orbit is not landed
        (
            ["The vaccine is not yet licensed in Canada."],
            "The vaccine is available on prescription in Canada.",
            "no",
        ),
        (
            ["The probe entered orbit around Mars on Friday."],
            "The probe landed on Mars on Friday.",
            "no",
        ),
        # what was lost is not still had
        (
            ["The hotel lost its five-star rating last year."],
            "The hotel still holds its five-star rating.",
            "no",
        ),
        # kept on, picked out by where: only those are not turned off
        (
            [
                "Half the town's lamps will be switched off after midnight.",
                "Lamps near schools and bus stops will stay on all night.",
            ],
            "Lamps near bus stops will be switched off after midnight.",
            "no",
        ),
        (
            [
                "Half the town's lamps will be switched off after midnight.",
                "Lamps near schools and bus stops will stay on all night.",
            ],
            "Half the town's lamps will be switched off.",
            "yes",
        ),
    ],
)
def test_honours_jobs_licences_and_what_stays_on(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


_MATCH = [
    "Lee Park, the keeper, was sent off in the 20th minute, and ten-man Rovers drew 2-2 "
    "with Ashby.",
]
_ZONE = [
    "The council will ban lorries from the high street from 1 March, except for local "
    "deliveries before 9 am.",
    "Buses and taxis will keep full access.",
    "Fines will double to £200.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a red card is a sending-off; a draw is no defeat
        (_MATCH, "Park was shown a red card.", "yes"),
        (_MATCH, "Rovers lost to Ashby.", "no"),
        # 'Okafor is 23' states an age; 'number one' is a rank
        (["Tom Reid, 31, is from York."], "Reid is 30.", "no"),
        (
            ["Her single went to number three in its first week."],
            "Her single reached number one.",
            "no",
        ),
        # cut from eight to five: five is what it is now
        (
            ["The airline has cut its daily flights from eight to five."],
            "There are now five daily flights.",
            "yes",
        ),
        # the figure a new one replaces is what it used to be
        (
            [
                "The last train now leaves at 11 pm instead of midnight, and the first at 6 am "
                "instead of 5 am."
            ],
            "The first train used to leave at 5 am.",
            "yes",
        ),
        # the rest of a share that did not
        (
            ["A poll found 64% of drivers had not used a charging point."],
            "36% of drivers had used a charging point.",
            "yes",
        ),
        # excepted from a ban is allowed; only before 9 am is not at any time
        (_ZONE, "Local deliveries can use the high street before 9 am.", "yes"),
        (_ZONE, "Local deliveries can use the high street at any time.", "no"),
        (_ZONE, "Taxis will be banned from the high street.", "no"),
        # a value before it doubled
        (_ZONE, "Fines are currently £100.", "yes"),
        # likelier the other way round
        (
            ["Women were more likely to cycle to work than men."],
            "Men were more likely to cycle to work.",
            "no",
        ),
        (
            ["Women were more likely to cycle to work than men."],
            "Women were more likely to cycle to work.",
            "yes",
        ),
    ],
)
def test_matches_bans_shares_and_likelier(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # jailed is no suspended sentence; no remorse is no apology
        (
            [
                "Ian Holt was jailed for two years for fraud.",
                "The judge said he showed no remorse.",
            ],
            "Holt received a suspended sentence.",
            "no",
        ),
        (
            [
                "Ian Holt was jailed for two years for fraud.",
                "The judge said he showed no remorse.",
            ],
            "The judge said Holt regretted what he had done.",
            "no",
        ),
        # spending money on a thing is buying it
        (
            ["He spent the money on a boat and two holidays."],
            "He used the money to buy a boat.",
            "yes",
        ),
        # left without a thing does not still have one
        (
            ["The closure will leave the village without a shop."],
            "The village will still have a shop.",
            "no",
        ),
        # a ban lifted: allowed again, not still banned
        (
            ["Fishing was banned in June.", "The ban was lifted on 2 August."],
            "Fishing was allowed again from 2 August.",
            "yes",
        ),
        (
            ["Fishing was banned in June.", "The ban was lifted on 2 August."],
            "Fishing is still banned.",
            "no",
        ),
        # moved from a month: not then any more, and moved by the months between
        (
            ["The band has postponed its tour from April to September."],
            "The tour will start in April.",
            "no",
        ),
        (
            ["The band has postponed its tour from April to September."],
            "The tour has been delayed by five months.",
            "yes",
        ),
        (
            ["The band has postponed its tour from April to September."],
            "The tour was originally due to start in April.",
            "yes",
        ),
        # warmer is not cooler
        (
            ["Warmer summers have led to more wasp nests."],
            "Cooler summers have led to more wasp nests.",
            "no",
        ),
    ],
)
def test_sentences_purchases_lifted_bans_and_moves(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # fourth at an event is no medal there (but says nothing of another event)
        (
            ["Jo Kim, who came fifth at the last world championships, won the Asian title."],
            "Kim won a medal at the last world championships.",
            "no",
        ),
        # what will go back will not stay, unless only until then
        (
            ["The loaned painting will return to Madrid in May."],
            "The painting will stay in London.",
            "no",
        ),
        (
            ["The loaned painting will return to Madrid in May."],
            "The painting will stay in London until May.",
            "unsure",
        ),
        # what a scheme replaces does not go on beside it
        (
            ["The new pass replaces the old paper ticket."],
            "The paper ticket will remain alongside the new pass.",
            "no",
        ),
        # given on a condition, not to all
        (
            ["Pensioners will get a £200 payment if they live alone."],
            "All pensioners will get a £200 payment.",
            "no",
        ),
        (
            ["Pensioners will get a £200 payment if they live alone."],
            "Pensioners who live alone will get a £200 payment.",
            "yes",
        ),
    ],
)
def test_podiums_returns_replacements_and_conditions(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # roughly flat is about the same
        (["Bus use was roughly flat last year."], "Bus use stayed about the same.", "yes"),
        # hours from one figure to another: the hours after
        (
            ["The pool will cut its opening hours from 60 to 45 a week."],
            "The pool will open for 45 hours a week.",
            "yes",
        ),
        # what a change saves it does not cost
        (
            ["Merging the two offices saves £80,000 a year."],
            "Merging the two offices will cost £80,000 a year.",
            "no",
        ),
        # what had been due is not to happen any more
        (
            ["A trust will run the pier, which had been due to be demolished."],
            "The pier will be demolished.",
            "no",
        ),
        # the role itself is not its deputy
        (
            ["Sam Lee, the team's captain, signed a new deal."],
            "Sam Lee is the team's vice-captain.",
            "no",
        ),
        (
            ["Sam Lee, the team's vice-captain, signed a new deal."],
            "Sam Lee is the team's vice-captain.",
            "yes",
        ),
    ],
)
def test_flat_hours_savings_and_deputies(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # years late against the plan: the year it was due; late is not ahead of schedule
        (
            ["The stadium will open in 2030, three years later than planned."],
            "The stadium was originally due to open in 2027.",
            "yes",
        ),
        (
            ["The stadium will open in 2030, three years later than planned."],
            "The stadium will open ahead of schedule.",
            "no",
        ),
        # "due to" a verb is a schedule, not a cause
        (
            ["The bridge is due to reopen in May."],
            "The bridge is scheduled to reopen in May.",
            "yes",
        ),
        # "last month" dates an act; it is no opposite of "first"
        (
            ["Rui Costa was elected in 2018 and became mayor last month."],
            "Costa was first elected in 2018.",
            "yes",
        ),
        # at lunch is at lunchtime; kept until a time is given back then
        (
            ["Pupils may use phones at lunch; phones used in class are kept until 4 pm."],
            "Pupils may use phones at lunchtime.",
            "yes",
        ),
        (
            ["Pupils may use phones at lunch; phones used in class are kept until 4 pm."],
            "Phones used in class are returned at 4 pm.",
            "yes",
        ),
    ],
)
def test_plans_schedules_dates_and_things_kept(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what is kept "rather than" moving to another schedule, said of the same thing
        (
            [
                "The club voted to keep monthly meetings rather than move to weekly meetings.",
                "Newsletters will still go out every week.",
            ],
            "Meetings will be held every week.",
            "no",
        ),
        (
            [
                "The club voted to keep monthly meetings rather than move to weekly meetings.",
                "Newsletters will still go out every week.",
            ],
            "Newsletters go out weekly.",
            "yes",
        ),
        # a vote with some against was not unanimous
        (["The board voted 7-2 to approve the merger."], "The vote was unanimous.", "no"),
        # some dates of a tour are not the whole of it
        (
            ["The band called off the last two dates of its tour."],
            "The band cancelled its entire tour.",
            "no",
        ),
    ],
)
def test_rather_than_votes_and_parts_of_tours(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a possessive names whose the thing is; the sentence about the thing is compared
        (
            ["Leo Ruiz, the chief engineer, will retire in May.", "No replacement has been found."],
            "Ruiz's replacement has been found.",
            "no",
        ),
        # above the guide price is not below it
        (
            ["The painting sold for £90,000, above its guide price of £60,000."],
            "The painting sold for less than its guide price.",
            "no",
        ),
        # not used as a thing since a year: not still in use
        (
            ["The mill has not worked as a mill since 1971."],
            "The mill is still in use as a mill.",
            "no",
        ),
        # who will leave is not staying
        (
            ["Amy Cho will leave the bank in June to join a rival."],
            "Cho is staying at the bank.",
            "no",
        ),
        # each clause of a 'while' sentence speaks of its own subject
        (
            ["Fuel prices rose by 3%, while train fares fell by 2%."],
            "Train fares rose.",
            "no",
        ),
        (
            ["Fuel prices rose by 3%, while train fares fell by 2%."],
            "Fuel prices rose.",
            "yes",
        ),
    ],
)
def test_possessives_guide_prices_uses_and_clauses(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what will close will not stay open
        (
            ["The new depot replaces two older ones, which will close."],
            "The two older depots will remain open.",
            "no",
        ),
        # who retired was not sacked
        (
            ["Ava Lund takes over from Ben Marr, who retired."],
            "Ben Marr was sacked.",
            "no",
        ),
        # what starts in the autumn has not finished
        (["Work on the bridge starts in the autumn."], "Work on the bridge has finished.", "no"),
        # "the youngest ever" says "no previous one was younger"
        (
            ["Kim Ode, 29, became the club's youngest ever captain."],
            "No previous captain of the club was younger than Ode.",
            "yes",
        ),
    ],
)
def test_closures_retirements_starts_and_records(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what held up did not fall; a fall told beside it still may
        (
            ["Sales at the chain remained steady over the holiday period."],
            "Sales at the chain fell over the holiday period.",
            "no",
        ),
        (["Sales remained steady in Europe but fell in Asia."], "Sales fell in Asia.", "yes"),
        # put up twice a year against at most once a year
        (
            ["Council tax can be raised no more than once a year."],
            "The council can put council tax up twice a year.",
            "no",
        ),
        (
            ["Council tax can be raised no more than once a year."],
            "The council can put council tax up once a year.",
            "yes",
        ),
        # higher costs: it became more expensive
        (
            ["Profits fell after the bakery chain was hit by higher flour costs."],
            "The chain's profits fell because flour became more expensive.",
            "yes",
        ),
        # less likely to develop: a lower risk of it
        (
            ["Children who ate breakfast daily were less likely to develop obesity."],
            "Eating breakfast every day was linked to a lower risk of obesity.",
            "yes",
        ),
        (
            ["Children who ate breakfast daily were less likely to develop obesity."],
            "Eating breakfast every day was linked to a higher risk of obesity.",
            "no",
        ),
        # the side after "than" is not the one with the lower risk
        (
            [
                "Patients who slept more than seven hours had a 20% lower risk of stroke than those who slept under five hours."
            ],
            "People sleeping fewer than five hours had a lower risk of stroke.",
            "no",
        ),
        (
            [
                "Patients who slept more than seven hours had a 20% lower risk of stroke than those who slept under five hours."
            ],
            "People sleeping more than seven hours had a lower risk of stroke.",
            "yes",
        ),
        # whom a trial studied took part in it, whatever they are called
        (
            ["The trial of 1,200 adults ran for two years."],
            "The trial involved more than 2,000 people.",
            "no",
        ),
        (
            ["The trial of 1,200 adults ran for two years."],
            "The trial involved more than 1,000 people.",
            "yes",
        ),
        # months said as weeks at a bound
        (
            ["Staff must be given at least three months' notice of any change to their hours."],
            "Staff must be told at least twelve weeks before their hours change.",
            "yes",
        ),
        (
            ["Staff must be given at least three months' notice of any change to their hours."],
            "Staff must be told at least eight weeks before their hours change.",
            "no",
        ),
        # the former site is the old one; an approved plan is approved, not done
        (
            ["The school will be built on the former hospital site."],
            "The school will be built on the old hospital site.",
            "yes",
        ),
        (
            ["The board has approved plans to open 30 new stores."],
            "The board approved 30 new stores.",
            "yes",
        ),
        (
            ["The board has approved plans to open 30 new stores."],
            "The company has opened 30 new stores.",
            "no",
        ),
        # "only" with a time says how lately, not what alone
        (
            ["Okafor only took up cycling last year, having been a rower."],
            "Okafor used to be a rower.",
            "yes",
        ),
        (["Okafor rows only at weekends."], "Okafor rows on Tuesdays.", "no"),
        # shown at an exhibition: displayed; expected to start has not started
        (
            [
                "The gallery will close from March until June.",
                "Its paintings will be shown at the town hall.",
            ],
            "The paintings will be displayed at the town hall.",
            "yes",
        ),
        (
            ["Work on the bridge is expected to start in May."],
            "Work on the bridge has already started.",
            "no",
        ),
        (
            ["Work on the bridge is expected to start in May."],
            "Work on the bridge is due to begin in May.",
            "yes",
        ),
        # another company's shares moved their own way
        (
            ["Shares in Acme fell 5%.", "Its rival, Borg, saw its shares rise 2%."],
            "Acme's share price dropped.",
            "yes",
        ),
        (
            ["Shares in Acme fell 5%.", "Its rival, Borg, saw its shares rise 2%."],
            "Acme's share price rose.",
            "no",
        ),
    ],
)
def test_held_up_put_up_risks_sides_studies_and_lately(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # no admission: a claim of one is ruled out, the pronoun's subject named before
        (
            ["The bank has agreed to pay $40m to end the lawsuit.", "It did not admit liability."],
            "The bank admitted it was at fault.",
            "no",
        ),
        (
            ["The bank has agreed to pay $40m to end the lawsuit.", "It did not admit liability."],
            "The bank agreed to pay $40m.",
            "yes",
        ),
        # an amber warning is of another colour
        (
            ["A yellow weather warning for snow covers the north."],
            "An amber warning covers the north.",
            "no",
        ),
        (
            ["An amber warning for wind covers the coast."],
            "An amber warning covers the coast.",
            "yes",
        ),
        # a count of parts, as a share, after "by"
        (
            ["The new drug cut relapses by 80%."],
            "The drug cut relapses by more than three quarters.",
            "yes",
        ),
        (
            ["The new drug cut relapses by 60%."],
            "The drug cut relapses by more than three quarters.",
            "no",
        ),
        # before and after half-time are the two halves
        (["Diaz was booked in the second half."], "Diaz was booked before half-time.", "no"),
        (["Diaz was booked in the second half."], "Diaz was booked after half-time.", "yes"),
        # the one replaced is not the new one
        (
            [
                "Ana Ruiz has been appointed the new head teacher at Hillside School, succeeding Mark Cole."
            ],
            "Cole is the school's new head teacher.",
            "no",
        ),
        (
            [
                "Ana Ruiz has been appointed the new head teacher at Hillside School, succeeding Mark Cole."
            ],
            "Ruiz is the school's new head teacher.",
            "yes",
        ),
        # "cooler than any other" is the coolest
        (
            ["Sunday was the hottest day of the summer."],
            "Sunday was cooler than any other day of the summer.",
            "no",
        ),
        (
            ["Sunday was the hottest day of the summer."],
            "Sunday was hotter than any other day of the summer.",
            "yes",
        ),
    ],
)
def test_admissions_colours_parts_halves_successors_and_superlatives(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # no injuries, whether the claim says hurt or injured; "no one was injured" is of the act
        (
            ["The storm brought down trees across the county.", "No injuries were reported."],
            "Two people were hurt in the storm.",
            "no",
        ),
        (
            ["The storm brought down trees across the county.", "Two people were hurt."],
            "Two people were injured in the storm.",
            "yes",
        ),
        (
            ["No one was injured, and the cause is being investigated."],
            "Three firefighters were injured.",
            "no",
        ),
        # what will be installed is not in place yet
        (
            ["New ticket barriers will be installed at the station next year."],
            "The station's new ticket barriers are already in place.",
            "no",
        ),
        (
            ["New ticket barriers will be installed at the station next year."],
            "The station will get new ticket barriers next year.",
            "yes",
        ),
        # the value a thing is put at is its own figure
        (
            ["The club sold a 30% stake to Harbour Group for £45m, valuing the club at £150m."],
            "The club was valued at £45m.",
            "no",
        ),
        (
            ["The club sold a 30% stake to Harbour Group for £45m, valuing the club at £150m."],
            "The club was valued at £150m.",
            "yes",
        ),
        (
            ["The painting is estimated at £2m to £3m and will be sold in May."],
            "The painting is estimated at £2m.",
            "yes",
        ),
    ],
)
def test_no_injuries_installed_later_and_values_put_at(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a range's unit written once belongs to both figures
        (
            ["Opening hours will be cut from 50 to 35 hours a week."],
            "Opening hours will fall by 15 hours a week.",
            "yes",
        ),
        (
            ["Opening hours will be cut from 60 to 40 hours a week."],
            "Opening hours used to be 60 hours a week.",
            "yes",
        ),
        (
            ["Most people need seven to nine hours of sleep."],
            "Most people need at least 420 minutes of sleep.",
            "yes",
        ),
        # days named with a state, the pronoun's subject named before; negated claims agree
        (
            [
                "The pool's hours are being reduced.",
                "It will now be closed on Tuesdays and Fridays.",
            ],
            "The pool will be open on Fridays.",
            "no",
        ),
        (
            [
                "The pool's hours are being reduced.",
                "It will now be closed on Tuesdays and Fridays.",
            ],
            "The pool will not open on Fridays.",
            "yes",
        ),
        # a place in a list with its verb left out
        (["Okafor won the sprint, Diaz was second and Lund third."], "Lund won the sprint.", "no"),
        # the name's own sentence gives its figure, though another sentence says the unit
        (
            [
                "Lake Varna, at 412 metres, is the deepest lake in the region.",
                "Its neighbour, Lake Oster, is 160 metres deep.",
            ],
            "Lake Varna is 412 metres deep.",
            "yes",
        ),
        (
            [
                "Lake Varna, at 412 metres, is the deepest lake in the region.",
                "Its neighbour, Lake Oster, is 160 metres deep.",
            ],
            "Lake Varna is more than 400 metres deep.",
            "yes",
        ),
        (
            [
                "Lake Varna, at 412 metres, is the deepest lake in the region.",
                "Its neighbour, Lake Oster, is 160 metres deep.",
            ],
            "Lake Oster is more than 400 metres deep.",
            "no",
        ),
        # jobs at risk are not lost; shops that keep trading have not closed
        (
            ["The chain entered administration, putting 900 jobs at risk."],
            "900 workers have already been made redundant.",
            "no",
        ),
        (
            [
                "The chain entered administration, putting 900 jobs at risk.",
                "Its stores will keep trading while a buyer is sought.",
            ],
            "The chain's stores have closed.",
            "no",
        ),
        # administration, a buyer sought, a lawyer for a side, in other words
        (
            ["The chain entered administration on Friday."],
            "The chain collapsed into administration.",
            "yes",
        ),
        (
            ["Administrators said they hope to find a buyer for the chain."],
            "Administrators are trying to sell the chain.",
            "yes",
        ),
        (
            ["The landlord was represented by solicitor Maya Hart."],
            "Maya Hart acted for the landlord.",
            "yes",
        ),
        (
            ["The prosecutor, Ian Bell, spoke first; the defence lawyer, Rosa Kim, spoke last."],
            "Ian Bell represents the defence.",
            "no",
        ),
        # tens of thousands is a vague count
        (
            ["About 30,000 fans watched the final."],
            "Tens of thousands of fans watched the final.",
            "yes",
        ),
        (
            ["About 3,000 fans watched the final."],
            "Tens of thousands of fans watched the final.",
            "no",
        ),
    ],
)
def test_ranges_named_days_lists_own_figures_and_administration(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the apposition's agent noun gives its act to the one it names
        (
            [
                "Maya Okoro, the app's creator, sold it last year.",
                "Its new owner, Dan Price, plans to add ads.",
            ],
            "Dan Price created the app.",
            "no",
        ),
        (
            [
                "Maya Okoro, the app's creator, sold it last year.",
                "Its new owner, Dan Price, plans to add ads.",
            ],
            "Maya Okoro created the app.",
            "yes",
        ),
        # who chairs the board is chairman; a chief executive leads
        (
            ["Hana Ito stepped down as chief executive but remains chairman."],
            "Hana Ito still chairs the board.",
            "yes",
        ),
        (
            ["Hana Ito stepped down as chief executive in 2021."],
            "Hana Ito led the company until 2021.",
            "yes",
        ),
        # an opening dated by its year is no state against a closure to come
        (
            [
                "The tunnel, which opened in 1988, carries 20,000 cars a day.",
                "It will close for six weeks from May for repairs.",
            ],
            "The tunnel will be closed for six weeks.",
            "yes",
        ),
        (
            ["The tunnel opened in 1988 and is open every day."],
            "The tunnel is closed every day.",
            "no",
        ),
    ],
)
def test_agents_in_appositions_chairs_leaders_and_dated_openings(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # one released without charge: not both charged; "faces a charge" is charged
        (
            [
                "Two women were arrested.",
                "One has been charged with fraud; the other was released without charge.",
            ],
            "Both women have been charged.",
            "no",
        ),
        (
            ["Two women were arrested.", "Both have been charged with fraud."],
            "Both women have been charged.",
            "yes",
        ),
        (
            [
                "The older woman, 52, has been charged with fraud; her sister was released without charge."
            ],
            "The older woman faces a fraud charge.",
            "yes",
        ),
        # a forecast is not settled by what was done
        (
            ["The bank has raised interest rates to 5%."],
            "The bank expects rates to fall next year.",
            "unsure",
        ),
        (["The bank has raised interest rates to 5%."], "The bank has cut interest rates.", "no"),
        # what needs to improve was not excellent
        (
            ["Inspectors praised the food but said hygiene needed to improve."],
            "Inspectors said hygiene was good.",
            "no",
        ),
        (
            ["Inspectors praised the food but said hygiene needed to improve."],
            "Inspectors said the food was good.",
            "yes",
        ),
    ],
)
def test_charges_forecasts_and_what_needs_to_improve(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a thing said not to have been done, in another sentence than the claim's best
        (
            [
                "Priya Shah won the high jump at the county meeting on Sunday.",
                "A cold wind kept the marks down, and no championship best was set.",
            ],
            "A new championship best was set at the county meeting.",
            "no",
        ),
        (
            [
                "Priya Shah won the high jump at the county meeting on Sunday.",
                "A cold wind kept the marks down, and no championship best was set.",
            ],
            "Priya Shah set a championship best.",
            "no",
        ),
        # "seconds" is a unit, not the rank "second"
        (
            ["Tom Reyes won the sprint by three seconds."],
            "Tom Reyes was riding his first season as a professional.",
            "unsure",
        ),
        # who beat whom settles who finished ahead, a title before the loser's name or not
        (
            ["Ana Kovac took the title, defeating the top seed, Mia Lund, in three sets."],
            "Mia Lund finished ahead of Ana Kovac.",
            "no",
        ),
        (
            ["Ana Kovac took the title, defeating the top seed, Mia Lund, in three sets."],
            "Mia Lund beat Ana Kovac.",
            "no",
        ),
        (
            ["Ana Kovac won the final, beating the top seed, Mia Lund, in three sets."],
            "Ana Kovac beat Mia Lund.",
            "yes",
        ),
        # a defending champion won the time before, and did not win this time for it
        (
            ["Sam Odell won the open, beating the defending champion, Rui Costa, in a play-off."],
            "Rui Costa had won the open the previous year.",
            "yes",
        ),
        (
            ["Sam Odell won the open, beating the defending champion, Rui Costa, in a play-off."],
            "Sam Odell won the open.",
            "yes",
        ),
        (
            ["Sam Odell won the open, beating the defending champion, Rui Costa, in a play-off."],
            "Rui Costa won the open.",
            "no",
        ),
    ],
)
def test_records_not_set_ranks_by_who_beat_whom_and_champions(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a price of one thing is no rival of another's far larger cost
        (
            [
                "The city's new library opens in the autumn.",
                "Membership stays free, though a reader's card replacement costs £5.",
            ],
            "The new library cost £12 million to build.",
            "unsure",
        ),
        (
            ["A reader's card replacement at the new library costs £5."],
            "A replacement reader's card costs £8.",
            "no",
        ),
        # opening new ones is not the opposite of closing some old ones
        (
            ["The grocer will close nine of its 40 stores next year."],
            "The grocer intends to open new stores in the north.",
            "unsure",
        ),
        (
            ["The grocer will close nine of its 40 stores next year."],
            "The grocer will open nine new stores next year.",
            "no",
        ),
        # a ban outright against an allowance the context keeps
        (
            [
                "The town will ban lorries from the high street on market days.",
                "Lorries will still be permitted after 6pm to restock the shops.",
            ],
            "Lorries are banned from the high street all day on market days.",
            "no",
        ),
        (
            [
                "The town will ban lorries from the high street on market days.",
                "Lorries will still be permitted after 6pm to restock the shops.",
            ],
            "Lorries are banned from the high street on market days.",
            "yes",
        ),
        # "N things or more" is a bound, and "less likely to die" a lower risk of death
        (
            [
                "Adults who slept at least eight hours a night were 25% less likely to die "
                "during the follow-up than those who slept less."
            ],
            "Sleeping eight hours or more was linked to a lower risk of death.",
            "yes",
        ),
        # a study that could not show a cause did not prove one
        (
            ["The survey was observational, so it cannot show that screen time caused the gap."],
            "The survey proved that screen time causes the gap.",
            "no",
        ),
        (
            ["The survey was observational, so it cannot show that screen time caused the gap."],
            "The survey was a randomised trial.",
            "no",
        ),
        # a share bound against the part a whole gives
        (
            ["The chain will close 9 of its 50 cafes by spring."],
            "The chain is closing under a fifth of its cafes.",
            "yes",
        ),
        (
            ["The chain will close 9 of its 50 cafes by spring."],
            "The chain is closing more than a third of its cafes.",
            "no",
        ),
        # less than was sought is not all of it
        (
            ["Drivers accepted a 4% rise, short of the 7% they had demanded."],
            "The drivers got everything they asked for.",
            "no",
        ),
        (
            ["Drivers accepted a 4% rise, short of the 7% they had demanded."],
            "The drivers accepted a rise of 4%.",
            "yes",
        ),
    ],
)
def test_other_prices_new_openings_allowances_bounds_and_what_was_sought(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "found X, 52, guilty" is a conviction, and one cleared leaves not both convicted
        (
            [
                "Magistrates found Laura Finch, 52, guilty of theft.",
                "Her husband, Paul Finch, was cleared.",
            ],
            "The magistrates convicted Laura Finch of theft.",
            "yes",
        ),
        (
            [
                "Magistrates found Laura Finch, 52, guilty of theft.",
                "Her husband, Paul Finch, was cleared.",
            ],
            "Both Finches were convicted of theft.",
            "no",
        ),
        # a compass point's adjective is the point, and another sentence's part is no rival
        (
            [
                "Frost is likely in the east tonight, with lows of -3C.",
                "Western districts will be cloudy, around 6C.",
            ],
            "The west will be around 6C tonight.",
            "yes",
        ),
        (
            [
                "Frost is likely in the east tonight, with lows of -3C.",
                "Western districts will be cloudy, around 6C.",
            ],
            "The east will be cloudy and around 6C.",
            "no",
        ),
        # what is still to come, said of a pronoun's person, has not already happened
        (
            ["Ruth Cole admitted the charge on Monday.", "She will be sentenced in May."],
            "Ruth Cole has already been sentenced.",
            "no",
        ),
        # what was so until a year gone by is not so still
        (
            ["The tower was the tallest building in the city until 1998."],
            "The tower is still the tallest building in the city.",
            "no",
        ),
        (
            ["The tower was the tallest building in the city until 1998."],
            "The tower was once the tallest building in the city.",
            "yes",
        ),
        # never done against done, the subject named or opening the next sentence as "It"
        (
            ["The museum opened in 1901.", "It was evacuated during a fire in 1987."],
            "The museum has never been evacuated.",
            "no",
        ),
        (
            ["The museum opened in 1901.", "It was evacuated during a fire in 1987."],
            "The museum has never been sold.",
            "unsure",
        ),
        # sure against only possible
        (
            ["Strong winds may bring down power lines in the hills."],
            "Power cuts in the hills are certain.",
            "unsure",
        ),
        (
            ["Strong winds may bring down power lines in the hills."],
            "Strong winds will definitely bring down power lines in the hills.",
            "no",
        ),
        # who blamed what says what they said was the cause; a want said two ways agrees
        (
            ["The coach said injuries to three defenders had cost them the game."],
            "The coach blamed injuries to three defenders.",
            "yes",
        ),
        (
            ["The council said it could not find enough drivers to run the route."],
            "The council blamed a shortage of drivers.",
            "yes",
        ),
        (
            ["The case was dropped for lack of evidence."],
            "The case was dropped.",
            "yes",
        ),
    ],
)
def test_convictions_compass_points_still_to_come_never_and_sure_against_possible(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "in fourth place" and "the winner, X" rank them; a podium is the top three
        (
            [
                "Ines Moreau led early but faded, finishing the 10 km in 33 minutes, in fourth "
                "place.",
                "The winner, Ada Kern, finished in 31 minutes.",
            ],
            "Ines Moreau won the 10 km.",
            "no",
        ),
        (
            [
                "Ines Moreau led early but faded, finishing the 10 km in 33 minutes, in fourth "
                "place.",
                "The winner, Ada Kern, finished in 31 minutes.",
            ],
            "Ines Moreau finished on the podium.",
            "no",
        ),
        (
            [
                "Ines Moreau led early but faded, finishing the 10 km in 33 minutes, in fourth "
                "place.",
                "The winner, Ada Kern, finished in 31 minutes.",
            ],
            "Ada Kern finished ahead of Ines Moreau.",
            "yes",
        ),
        # a gap said as "N minutes behind" is the difference of the two times
        (
            [
                "Tom Vale faded late, finishing the 10 km in 52 minutes, in sixth place.",
                "The winner, Sam Ode, took 47 minutes.",
            ],
            "Tom Vale finished five minutes behind the winner.",
            "yes",
        ),
        (
            ["Tom Vale finished in 52 minutes.", "The winner, Sam Ode, took 47 minutes."],
            "Tom Vale was five minutes slower than the winner.",
            "yes",
        ),
        # a prize that went to someone is one they won, and not another's
        (
            [
                "Lena Fox's first album was shortlisted for the Northern Music Prize.",
                "The prize went to Omar Haddad.",
            ],
            "Omar Haddad won the Northern Music Prize.",
            "yes",
        ),
        (
            [
                "Lena Fox's first album was shortlisted for the Northern Music Prize.",
                "The prize went to Omar Haddad.",
            ],
            "Lena Fox won the Northern Music Prize.",
            "no",
        ),
        # exempt from a charge is not paying it
        (
            ["Residents over 75 are exempt from the parking fee."],
            "Residents over 75 do not pay the parking fee.",
            "yes",
        ),
        (
            ["Residents over 75 are exempt from the parking fee."],
            "Residents over 75 must pay the parking fee.",
            "no",
        ),
        # "before becoming" sets a time by another act; it says nothing was done before a first
        (
            [
                "Eva Holm joined the club as a player in 2012 and became its first woman coach in 2020."
            ],
            "Eva Holm coached the club before 2012.",
            "no",
        ),
        (
            [
                "Eva Holm joined the club as a player in 2012 and became its first woman coach in 2020."
            ],
            "Eva Holm was a player at the club before becoming its coach.",
            "yes",
        ),
        # a figure after "from" has the unit of the figure it changed from, and its year binds
        (
            ["Volunteers counted 230 nesting swans this spring, down from 410 in 2016."],
            "There were more than 400 nesting swans in 2016.",
            "yes",
        ),
        (
            ["Volunteers counted 230 nesting swans this spring, down from 410 in 2016."],
            "There were more than 400 nesting swans this spring.",
            "no",
        ),
        # a bound on a share of change against the change the context gives
        (
            ["Sales reached 300 units in May, up from 200 in April."],
            "Sales rose by more than 60% in May.",
            "no",
        ),
        (
            ["Sales reached 300 units in May, up from 200 in April."],
            "Sales rose by more than 40% in May.",
            "yes",
        ),
    ],
)
def test_places_prizes_exemptions_carried_units_and_bounded_changes(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "twice as many as last year" gives last year's figure as half
        (
            ["Some 800 stalls took part in this year's fair, twice as many as last year."],
            "About 400 stalls took part in last year's fair.",
            "yes",
        ),
        (
            ["Some 800 stalls took part in this year's fair, twice as many as last year."],
            "About 600 stalls took part in last year's fair.",
            "no",
        ),
        # who led a team did not work alone
        (
            ["Professor Ana Ruiz led a team that mapped the reef over three years."],
            "Ana Ruiz mapped the reef on her own.",
            "no",
        ),
        (
            ["Professor Ana Ruiz led a team that mapped the reef over three years."],
            "Ana Ruiz's team took three years to map the reef.",
            "yes",
        ),
    ],
)
def test_earlier_figures_by_multiple_and_teams(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # kin said after a month and a pronoun is the last person named's
        (
            [
                "Irene Hale, 71, has run the bakery on Mill Lane since 1990.",
                "She will step back in June and leave it to her nephew, Sam.",
            ],
            "Sam is Irene Hale's son.",
            "no",
        ),
        (
            [
                "Irene Hale, 71, has run the bakery on Mill Lane since 1990.",
                "She will step back in June and leave it to her nephew, Sam.",
            ],
            "Sam is Irene Hale's nephew.",
            "yes",
        ),
        # what the context says of one of them is not said of both
        (
            [
                "Two women were questioned over the fire.",
                "The elder woman was charged with arson; the younger was released without charge.",
            ],
            "Both women were charged with arson.",
            "no",
        ),
        # the ages say which one "the older" is
        (
            [
                "Officers detained two teenagers, aged 15 and 17, after the fire.",
                "The older boy was charged with arson; the younger was released.",
            ],
            "The 15-year-old was charged with arson.",
            "no",
        ),
        (
            [
                "Officers detained two teenagers, aged 15 and 17, after the fire.",
                "The older boy was charged with arson; the younger was released.",
            ],
            "The 17-year-old was charged with arson.",
            "yes",
        ),
    ],
)
def test_kin_after_pronouns_one_of_two_and_ages(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an age's decade, or a range, holds the context's age; a part of one may not
        (
            ["The new head teacher, Ruth Adeyemi, is 42 and grew up in Leeds."],
            "The new head teacher is in her forties.",
            "yes",
        ),
        (
            ["The new head teacher, Ruth Adeyemi, is 42 and grew up in Leeds."],
            "The new head teacher is aged between 40 and 49.",
            "yes",
        ),
        (
            ["The new head teacher, Ruth Adeyemi, is 42 and grew up in Leeds."],
            "The new head teacher is in her fifties.",
            "no",
        ),
        (
            ["The new head teacher, Ruth Adeyemi, is 42 and grew up in Leeds."],
            "The new head teacher is in her late forties.",
            "no",
        ),
        # "A before B" told from the other end is the same order; the same word swapped is not
        (
            ["The match resumed after groundstaff removed the covers."],
            "Groundstaff removed the covers before the match resumed.",
            "yes",
        ),
        (
            ["The match resumed after groundstaff removed the covers."],
            "Groundstaff removed the covers after the match resumed.",
            "no",
        ),
        (
            ["The match resumed after groundstaff removed the covers."],
            "The match resumed before groundstaff removed the covers.",
            "no",
        ),
        # how long it rained before the flood is a length, not a time ahead of it
        (
            ["The village flooded after four days of storms."],
            "It stormed for two days before the village flooded.",
            "no",
        ),
        # what a "not that" clause denies
        (
            [
                "The inquiry found the delays were caused by staff shortages, not that managers "
                "had ignored warnings."
            ],
            "The inquiry found that managers had ignored warnings.",
            "no",
        ),
        (
            [
                "The inquiry found the delays were caused by staff shortages, not that managers "
                "had ignored warnings."
            ],
            "The inquiry found that the delays were caused by staff shortages.",
            "yes",
        ),
        # the same event given another cause
        (
            ["The concert was cancelled because of a power failure at the venue."],
            "The concert was called off because of poor ticket sales.",
            "no",
        ),
        (
            ["The concert was cancelled because of a power failure at the venue."],
            "The concert was abandoned because of a power failure.",
            "yes",
        ),
        # a closure said by its end
        (
            ["The bridge reopened on Friday after repairs."],
            "The bridge remained closed until Saturday.",
            "no",
        ),
        (
            ["The bridge reopened on Friday after repairs."],
            "The bridge stayed shut until Friday.",
            "yes",
        ),
        # a result against what was feared
        (
            ["The council said the overspend was smaller than it had feared."],
            "The council said the overspend was worse than expected.",
            "no",
        ),
        (
            ["The council said the overspend was larger than many had feared."],
            "The council said the overspend was worse than expected.",
            "yes",
        ),
        # a place of another act is no rival
        (
            ["The painter, Luis Ortega, was born in Seville and lives in Madrid."],
            "Luis Ortega has exhibited in Paris.",
            "unsure",
        ),
        (
            ["The painter, Luis Ortega, was born in Seville and lives in Madrid."],
            "Luis Ortega was born in Granada.",
            "no",
        ),
        # to swim or sail a water is to cross it
        (
            ["In 2019 Tom Reeve rowed the Atlantic alone in 52 days."],
            "Tom Reeve crossed the Atlantic on his own.",
            "yes",
        ),
        # a span of months as a length
        (
            ["The exhibition runs from 10 April until the end of July."],
            "The exhibition runs for about three and a half months.",
            "yes",
        ),
        (
            [
                "The ferry sails twice a week.",
                "The service runs from May until the end of September.",
            ],
            "The ferry service runs for about five months.",
            "yes",
        ),
        # "mainly" is the claim's point
        (
            ["The charity runs food banks in Leeds and Bradford."],
            "The charity works mainly in Leeds.",
            "unsure",
        ),
        (
            ["Most of the charity's food banks are in Leeds; two are in Bradford."],
            "The charity's food banks are mainly in Leeds.",
            "yes",
        ),
    ],
)
def test_ages_order_denials_causes_closures_fears_and_spans(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a share of a change written as a fraction
        (
            ["Ticket sales were 30% lower than last season."],
            "Ticket sales were about three-tenths lower than last season.",
            "yes",
        ),
        (
            ["Ticket sales were 30% lower than last season."],
            "Ticket sales were two-fifths lower than last season.",
            "no",
        ),
        # "a Mars-sized body" is "the size of Mars"
        (
            ["The moon formed when a body about the size of Mars hit the early Earth."],
            "The moon formed when a Mars-sized body hit the early Earth.",
            "yes",
        ),
        # since when is no rival of the version the sentence is about
        (
            [
                "Release 5.1 of the Orbit client came out in March.",
                "It drops the legacy sync engine, unused since release 4.2.",
            ],
            "Release 5.1 drops the legacy sync engine.",
            "yes",
        ),
        # what is removed is not still supported
        (
            [
                "Release 5.1 of the Orbit client came out in March.",
                "It drops the legacy sync engine, unused since release 4.2.",
            ],
            "The legacy sync engine is still supported in release 5.1.",
            "no",
        ),
        # a length of time is no rival of a year
        (
            ["She took over the bakery, which her family had run between 1990 and 1995."],
            "Her family ran the bakery for more than twenty years.",
            "unsure",
        ),
        # "not as tall as" is "less tall than"
        (
            ["The new tower is not as tall as the cathedral spire."],
            "The cathedral spire is taller than the new tower.",
            "yes",
        ),
        (
            ["The new tower is not as tall as the cathedral spire."],
            "The new tower is taller than the cathedral spire.",
            "no",
        ),
        # a rule in force has been imposed; "save" is a verb, not "except"
        (
            ["The council urged drivers to save fuel but has not yet imposed a speed limit."],
            "A speed limit is in force.",
            "no",
        ),
        (
            ["The council urged drivers to save fuel but has not yet imposed a speed limit."],
            "The council has imposed a speed limit.",
            "no",
        ),
        (
            ["The council urged drivers to save fuel but has not yet imposed a speed limit."],
            "The council urged drivers to save fuel.",
            "yes",
        ),
        # one person's job against another job
        (["Dr Omar Aziz, a neurologist, led the study."], "Dr Aziz is a dermatologist.", "no"),
        (["Dr Omar Aziz, a neurologist, led the study."], "Omar Aziz is a neurologist.", "yes"),
        (["Hannah Reid, a solicitor from York, won the prize."], "Hannah Reid is a teacher.", "no"),
        # people named by their kind are no rival of a named finder
        (
            ["Archaeologists have found a Roman coin hoard near Lincoln."],
            "Researchers have found Roman coins near Lincoln.",
            "unsure",
        ),
        (
            ["Archaeologists have found a Roman coin hoard near Lincoln."],
            "Farmers found a Roman coin hoard near Lincoln.",
            "no",
        ),
    ],
)
def test_fractions_versions_removals_comparisons_bans_and_jobs(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # who lost is read from the whole context, whatever the loser won before
        (
            [
                "Leinster beat Munster 30-12 at the Aviva Stadium.",
                "Munster, who had won their last four games, stay fourth.",
            ],
            "Munster lost to Leinster.",
            "yes",
        ),
        (
            [
                "Leinster beat Munster 30-12 at the Aviva Stadium.",
                "Munster, who had won their last four games, stay fourth.",
            ],
            "Munster beat Leinster.",
            "no",
        ),
        # a rank in a table, "top" of it included
        (
            [
                "Leinster beat Munster 30-12 to go top of the league.",
                "Munster, who had won their last four games, slip to fourth.",
            ],
            "Leinster are second in the league.",
            "no",
        ),
        (
            [
                "Leinster beat Munster 30-12 to go top of the league.",
                "Munster, who had won their last four games, slip to fourth.",
            ],
            "Munster are fourth in the league.",
            "yes",
        ),
        (
            [
                "Leinster beat Munster 30-12 to go top of the league.",
                "Munster, who had won their last four games, slip to fourth.",
            ],
            "Munster are third in the league.",
            "no",
        ),
        # a building that was destroyed did not survive
        (
            ["The 1906 earthquake destroyed the city hall and much of the harbour."],
            "The city hall survived the earthquake.",
            "no",
        ),
        # "two 500 mg capsules" are two capsules, of 500 mg
        (
            ["The usual dose is two 500 mg capsules each morning."],
            "The usual dose is two capsules in the morning.",
            "yes",
        ),
        (
            ["The usual dose is two 500 mg capsules each morning."],
            "The usual dose is three capsules in the morning.",
            "no",
        ),
        # an evening and a night overlap; a morning is no evening
        (["Take the tablet at night, with water."], "Take the tablet in the evening.", "yes"),
        (["Take the tablet at night, with water."], "Take the tablet in the morning.", "no"),
        (
            ["The usual dose is one 500 mg capsule each morning."],
            "The usual dose is one capsule in the morning.",
            "yes",
        ),
        # the last item of a list is said of as the others are
        (
            ["Common side effects include a dry mouth and a headache."],
            "Headaches are a common side effect.",
            "yes",
        ),
        (
            ["Known side effects include nausea, dizziness and rash."],
            "A rash is a known side effect.",
            "yes",
        ),
    ],
)
def test_losers_ranks_survivals_doses_and_lists(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what a firm will stop doing is not still done after
        (
            ["The cafe will stop serving breakfast from September."],
            "Breakfast will still be served after September.",
            "no",
        ),
        # "with no cut in pay" is the same pay, and no fall in it
        (
            ["Drivers will work a nine-day fortnight with no cut in pay."],
            "Drivers will keep the same pay.",
            "yes",
        ),
        (
            ["Drivers will work a nine-day fortnight with no cut in pay."],
            "Drivers' pay will be reduced.",
            "no",
        ),
        # the claim's unit word is said by the context's figure, whatever its unit
        (
            ["The new contract sets a week of 35 hours."],
            "The new contract sets the weekly hours.",
            "yes",
        ),
        # a work wins what its maker won for it
        (
            ["Tomas Berg won the Golden Bear for his film Winter Light."],
            "Winter Light won the Golden Bear.",
            "yes",
        ),
        (
            ["Tomas Berg won the Golden Bear for his film Winter Light."],
            "Ana Ruiz won the Golden Bear.",
            "no",
        ),
        # magistrates sit in a court
        (
            ["She will appear before magistrates in Leeds next week."],
            "She will appear in court in York.",
            "no",
        ),
        (
            ["She will appear before magistrates in Leeds next week."],
            "She will appear in court in Leeds.",
            "yes",
        ),
        # counts worked out: before an addition, and "N other" with the one named
        (
            ["The airline will add 12 planes, taking its fleet to 90."],
            "The airline has 78 planes now.",
            "yes",
        ),
        (
            ["Lena Park beat three other finalists to win the title."],
            "There were four finalists.",
            "yes",
        ),
        # which of its kind it is, the claim's point
        (
            ["Sara Nilsson's novel Cold Harbour has won the Nordic Prize."],
            "Cold Harbour is Sara Nilsson's second novel.",
            "unsure",
        ),
        (
            ["Sara Nilsson's debut novel, Cold Harbour, has won the Nordic Prize."],
            "Cold Harbour is Sara Nilsson's first novel.",
            "yes",
        ),
        # a teenager, by age
        (["A 16-year-old girl was rescued from the river."], "A teenager was rescued.", "yes"),
    ],
)
def test_stops_same_pay_works_courts_counts_ranks_and_teens(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what is only possible is not certain, though the claim names it more fully
        (
            ["Heavy snow is possible in the hills on Thursday."],
            "Heavy snow is certain in the northern hills on Thursday.",
            "no",
        ),
        # "no longer has" is "has lost"
        (
            ["The club has lost its licence after a string of complaints."],
            "The club no longer has a licence.",
            "yes",
        ),
        # "took X into account" is "adjusted for X"
        (
            ["The analysis adjusted for age and income."],
            "The analysis took income into account.",
            "yes",
        ),
        # what is set aside with "rather than"
        (
            ["Most of the money came from local donors rather than from the government."],
            "Most of the money came from the government.",
            "no",
        ),
        (
            ["Most of the money came from local donors rather than from the government."],
            "Most of the money came from local donors.",
            "yes",
        ),
        # a share of a change is no share of the group
        (
            ["Patients who slept less than six hours had a 30% higher risk of a stroke."],
            "Most patients slept less than six hours.",
            "unsure",
        ),
        (
            ["The committee voted 7-2 to approve the budget."],
            "Most of the committee voted to approve the budget.",
            "yes",
        ),
        # accepting a ruling is not appealing it
        (["The club said it would appeal against the fine."], "The club accepted the fine.", "no"),
        # "a second" shop is the claim's point
        (
            ["The bakery opened on Mill Street in 2015."],
            "The bakery plans a second shop.",
            "unsure",
        ),
        # whom a study looked at
        (
            ["A study of 3,000 teachers found that most slept less than seven hours."],
            "The study looked at nurses.",
            "no",
        ),
        (
            ["A study of 3,000 teachers found that most slept less than seven hours."],
            "The study looked at teachers.",
            "yes",
        ),
        # a year and a count are no range; a forecast year is no rival of past years
        (
            ["Membership rose from 8,000 in 2015 to 12,000 in 2023."],
            "Membership was 10,000 in 2015.",
            "no",
        ),
        (
            ["Membership rose from 8,000 in 2015 to 12,000 in 2023."],
            "Membership will reach 15,000 by 2030.",
            "unsure",
        ),
    ],
)
def test_possibility_losses_rather_than_shares_appeals_studies_and_years(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "the firm" is the claim's "Harlan Foods", who did not do the act
        (
            [
                "Harlan Foods has agreed to pay £3 million to settle the case.",
                "The firm did not admit liability.",
            ],
            "Harlan Foods admitted liability.",
            "no",
        ),
        # "increasing" and "decreasing" are a rise and a fall
        (
            ["Ticket sales reached 40,000, up from 31,000 last season."],
            "Ticket sales are increasing.",
            "yes",
        ),
        # "no X has done more" says "more than any other X"
        (
            [
                "The album sold 90,000 copies in its first week, more than any other debut this year."
            ],
            "No debut this year has sold more copies in its first week.",
            "yes",
        ),
        # "Fewer X are ..." is the number of X falling
        (
            ["The number of children walking to school rose to 1,200 this year."],
            "Fewer children are walking to school.",
            "no",
        ),
        (
            ["The number of children walking to school rose to 1,200 this year."],
            "More children are walking to school.",
            "yes",
        ),
        # a vague count a figure falls within
        (
            ["Around 3,500 residents signed the petition."],
            "Thousands of residents signed the petition.",
            "yes",
        ),
        (
            ["Around 3,500 residents signed the petition."],
            "Hundreds of residents signed the petition.",
            "no",
        ),
        (
            ["About 60,000 passengers were delayed by the strike."],
            "Tens of thousands of passengers were delayed.",
            "yes",
        ),
    ],
)
def test_firms_by_kind_trends_unrivalled_numbers_and_vague_counts(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "unsafe" is stemmed apart from "safe", and still its opposite
        (
            ["Inspectors said the old pier was unsafe for visitors."],
            "Inspectors said the pier was safe for visitors.",
            "no",
        ),
        # waterlogged ground is flooded
        (
            ["The match was called off because the pitch was waterlogged."],
            "The pitch was flooded.",
            "yes",
        ),
        # a named person's age against the decade the claim gives, and its part
        (
            ["Omar Haddad, 41, has been appointed head coach."],
            "Omar Haddad is in his thirties.",
            "no",
        ),
        (
            ["Omar Haddad, 41, has been appointed head coach."],
            "Omar Haddad is in his early forties.",
            "yes",
        ),
        (
            ["Omar Haddad, 41, has been appointed head coach."],
            "Omar Haddad is in his late forties.",
            "no",
        ),
    ],
)
def test_negated_stems_floods_and_ages_of_named_people(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an injunction "stopping" a builder blocks it until the hearing; allowing is not that
        (
            [
                "The judge issued an order stopping Brook Estates from felling the trees until a "
                "hearing in May."
            ],
            "Brook Estates has been temporarily blocked from felling the trees.",
            "yes",
        ),
        (
            [
                "The judge issued an order stopping Brook Estates from felling the trees until a "
                "hearing in May."
            ],
            "The judge allowed Brook Estates to fell the trees.",
            "no",
        ),
        # one of two kept in custody is not both
        (
            [
                "Two women were arrested after the raid.",
                "The older woman was released; the younger woman remains in custody.",
            ],
            "Both women are in custody.",
            "no",
        ),
        # "A and B founded X": each founded it; another's later aim is no rival
        (
            [
                "Rita Osei and Paul Grant founded the design studio Loop in 2012.",
                "Grant left in 2019 to start a bakery.",
            ],
            "Rita Osei founded Loop.",
            "yes",
        ),
        (
            [
                "Rita Osei and Paul Grant founded the design studio Loop in 2012.",
                "Grant left in 2019 to start a bakery.",
            ],
            "Tom Ward founded Loop.",
            "no",
        ),
        # one who left does not still work there
        (
            [
                "Rita Osei and Paul Grant founded the design studio Loop in 2012.",
                "Grant left in 2019 to start a bakery.",
            ],
            "Paul Grant still works at Loop.",
            "no",
        ),
        # where someone lives is an act of its own
        (
            ["The campaign was led by local farmer Ian Reid."],
            "Ian Reid lives near the farm.",
            "unsure",
        ),
    ],
)
def test_orders_custody_cofounders_leavers_and_homes(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a route "between" two places is either way; the other route named is no rival
        (
            [
                "The ferry between Oban and Craignure will run hourly in summer.",
                "A new route from Oban to Coll starts in May.",
            ],
            "The Oban to Craignure ferry will run hourly in summer.",
            "yes",
        ),
        # to break a record is to set a new one: another's record is no one else's
        (
            ["Mia Kerr set a new club record of 51.2 seconds in the 400m."],
            "Sara Lind broke the club record.",
            "no",
        ),
        (
            ["Mia Kerr set a new club record of 51.2 seconds in the 400m."],
            "Mia Kerr broke the club record.",
            "yes",
        ),
        # "among other things" says one reason of several
        (
            ["The shop is closing because of high rents and falling sales."],
            "The shop is closing because of high rents, among other things.",
            "yes",
        ),
        # days of the year by name
        (
            ["The market's last day will be 24 December."],
            "The market's last day will be Christmas Eve.",
            "yes",
        ),
        (
            ["The market's last day will be 23 December."],
            "The market's last day will be Christmas Eve.",
            "no",
        ),
        # what "rather than" sets aside, for the sentence's "it"
        (
            [
                "Researchers in Oslo unveiled a battery that charges in ten minutes.",
                "It is made from zinc rather than cobalt.",
            ],
            "The battery uses cobalt.",
            "no",
        ),
        (
            [
                "The new ferry was launched in March.",
                "It runs on hydrogen rather than diesel, which is dirtier.",
            ],
            "The new ferry runs on diesel.",
            "no",
        ),
        (
            [
                "The new ferry was launched in March.",
                "It runs on hydrogen rather than diesel, which is dirtier.",
            ],
            "The new ferry runs on hydrogen.",
            "yes",
        ),
    ],
)
def test_routes_records_reasons_named_days_and_choices(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "its only X" is one X
        (["The village's only school will close in July."], "The village has two schools.", "no"),
        (["The village's only school will close in July."], "The village has one school.", "yes"),
        (
            ["Harbour FC's only goal came from Ali Khan in the 70th minute."],
            "Harbour FC scored in the 70th minute.",
            "yes",
        ),
        # where people come from is where they are from
        (
            ["Most of the hotel's guests are from Italy and Spain."],
            "Most of the hotel's guests come from Germany.",
            "no",
        ),
        (
            ["Most of the hotel's guests are from Italy and Spain."],
            "Most of the hotel's guests come from Italy and Spain.",
            "yes",
        ),
    ],
)
def test_only_ones_and_origins(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "every quarter of an hour" is every 15 minutes
        (
            ["Buses run every 20 minutes until midnight."],
            "Buses run every quarter of an hour.",
            "no",
        ),
        (
            ["Buses run every 15 minutes until midnight."],
            "Buses run every quarter of an hour.",
            "yes",
        ),
        # "cheaper than last year" is a fall in the price
        (
            ["Season tickets rose to £420 from £395 last year."],
            "Season tickets are cheaper than last year.",
            "no",
        ),
        # one's own thing is not another's
        (
            ["He will use the money to repay his brother's loan."],
            "He will repay his own loan.",
            "no",
        ),
        # a score on the same scale
        (
            ["The hotel was given a rating of three out of five by inspectors."],
            "Inspectors rated the hotel five out of five.",
            "no",
        ),
        (
            ["The hotel was given a rating of three out of five by inspectors."],
            "The hotel was given a rating of three out of five.",
            "yes",
        ),
        # a rank below the first is not the first
        (
            ["Last month was the third warmest October since records began."],
            "Last month was the warmest October on record.",
            "no",
        ),
        (
            ["Last month was the third warmest October since records began."],
            "Last month was one of the warmest Octobers on record.",
            "yes",
        ),
        # one pest is not another
        (
            ["Inspectors found cockroaches in the storeroom."],
            "Inspectors found mice in the storeroom.",
            "no",
        ),
        # a figure "estimated at" is the figure, said as a guess
        (
            ["The storm caused £3 million of damage to the pier."],
            "The damage to the pier was estimated at £3 million.",
            "yes",
        ),
    ],
)
def test_quarters_prices_owners_scores_ranks_pests_and_estimates(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "forcing 500 people from their homes" is an evacuation
        (
            ["Floods swept through the valley, forcing 500 people from their homes."],
            "Hundreds of people were evacuated.",
            "yes",
        ),
        # a named person's age against "a teenager"
        (["Violinist Mia Sato, 11, won the junior prize."], "Mia Sato is a teenager.", "no"),
        (["Violinist Mia Sato, 15, won the junior prize."], "Mia Sato is a teenager.", "yes"),
        # a price to come is no rival of "free" now, and "free" now none of the price to come
        (
            [
                "From April, the council will charge £30 for garden waste collection, which is "
                "currently free."
            ],
            "Garden waste collection is free at the moment.",
            "yes",
        ),
        (
            [
                "From April, the council will charge £30 for garden waste collection, which is "
                "currently free."
            ],
            "Garden waste collection will cost £30 from April.",
            "yes",
        ),
        (
            [
                "From April, the council will charge £30 for garden waste collection, which is "
                "currently free."
            ],
            "Garden waste collection will be free from April.",
            "no",
        ),
    ],
)
def test_evacuations_teens_and_prices_at_two_times(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a date moved "from 2030 to 2035" is no span that starts in 2030
        (
            ["The council has postponed the opening of the new bridge from 2026 to 2028."],
            "The new bridge will now open in 2028.",
            "yes",
        ),
        # the last of a listed place is no doer
        (
            ["Guests at the hotels in Leeds, York and Hull will receive vouchers."],
            "Guests will receive vouchers.",
            "yes",
        ),
        # a police chief is no mayor
        (["The police chief, Dan Cole, said crime had fallen."], "Dan Cole is the mayor.", "no"),
    ],
)
def test_moved_dates_listed_places_and_chiefs(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an inspector's grades exclude each other, "good" among them after "rated"
        (
            ["The hospital was rated outstanding by inspectors in 2023."],
            "The hospital was rated good by inspectors.",
            "no",
        ),
        (
            ["The hospital has been rated outstanding, up from good in 2019."],
            "The hospital was rated good in 2019.",
            "yes",
        ),
        # nobody against a count
        (
            ["Three climbers were injured in the avalanche."],
            "Nobody was hurt in the avalanche.",
            "no",
        ),
        (["No one was injured in the avalanche."], "Nobody was hurt in the avalanche.", "yes"),
    ],
)
def test_grades_and_nobody_against_a_count(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a vague length met by one of the sentence's lengths, whatever the others
        (
            ["The comedian's first tour in 20 years sold out in three hours."],
            "The tour sold out in a couple of hours.",
            "yes",
        ),
        # one job in a band is not another
        (
            ["The band's drummer, Sam Price, wrote most of the songs."],
            "Sam Price is the band's singer.",
            "no",
        ),
        # "their first in 20 years" says they had not for 20 years
        (
            ["The comedian's tour, his first in 20 years, sold out in three hours."],
            "The comedian had not toured for 20 years.",
            "yes",
        ),
        # what a cut to come starts from is what there is now
        (
            [
                "The council will cut bin collections from weekly to fortnightly in April.",
                "It will reduce the number of crews from 30 to 20.",
            ],
            "There are currently 30 crews.",
            "yes",
        ),
        # where the sentence places someone is no rival of their name
        (
            [
                "The society has given its gold medal to Professor Ana Ruiz.",
                "Ruiz, who is based at Kings College, is the first woman to win the medal.",
            ],
            "Ana Ruiz won the gold medal.",
            "yes",
        ),
    ],
)
def test_lengths_bands_gaps_current_values_and_workplaces(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a shortage given as the cause negates nothing; output is production
        (
            [
                "Output at the mill fell by 9% last year after a shortage of cotton.",
                "The mill made 91,000 rolls, down from 100,000.",
            ],
            "Production rose by 9%.",
            "no",
        ),
        (
            [
                "Output at the plant fell by 18% last year after a shortage of chips.",
                "The plant built 210,000 cars, down from 256,000.",
            ],
            "The plant built fewer cars last year.",
            "yes",
        ),
        # how many a place sleeps
        (
            [
                "The lodge, empty since 1995, is now a holiday let.",
                "It sleeps three and costs £120 a night.",
            ],
            "The lodge sleeps five.",
            "no",
        ),
        # one trade against another
        (["She trained as a nurse before moving to Canada."], "She trained as a pharmacist.", "no"),
        (["She trained as a nurse before moving to Canada."], "She trained as a nurse.", "yes"),
    ],
)
def test_causes_output_capacity_and_trades(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "shrunk" is the past of "shrink", the opposite of growing
        (["The glacier has shrunk by half since 1950."], "The glacier has grown since 1950.", "no"),
        (
            ["The glacier has shrunk by half since 1950."],
            "The glacier has shrunk since 1950.",
            "yes",
        ),
        # done without what the context says was used
        (
            [
                "Jon Barr rowed across the Atlantic alone in 2019, a first for Scotland.",
                "He rowed with a satellite phone for the last month.",
            ],
            "Barr rowed across the Atlantic alone without a satellite phone.",
            "no",
        ),
        (
            ["The team reached the summit without oxygen.", "They descended with oxygen."],
            "The team reached the summit without oxygen.",
            "yes",
        ),
        # a predicate after an aside is said of the sentence's subject
        (
            [
                "The trust paid out a record 1.4 billion euros last year.",
                "The trust, set up in 1990, is worth more than 20 billion euros.",
            ],
            "The trust is worth less than 5 billion euros.",
            "no",
        ),
        (
            [
                "The trust paid out a record 1.4 billion euros last year.",
                "The trust, set up in 1990, is worth more than 20 billion euros.",
            ],
            "The trust is worth more than 10 billion euros.",
            "yes",
        ),
        # revenue is money
        (
            ["The museum, run on ticket revenue, opened in 1990."],
            "The museum is run on money from tickets.",
            "yes",
        ),
    ],
)
def test_shrinking_things_done_without_asides_and_money(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


_BALLOT = ["Members of the club voted 88 to 40 against the merger with its rival."]
_SHOW = ["Snow has forced the cancellation of the Ashby fair, due this Saturday."]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a tally voted "against" counts the larger side as opposed
        (_BALLOT, "Most members opposed the merger.", "yes"),
        (_BALLOT, "Most members supported the merger.", "no"),
        # a close vote is a small margin; the voters are the tally's sum
        (_BALLOT, "The vote was close.", "no"),
        (["The board voted 6 to 5 to sell the site."], "The vote was close.", "yes"),
        (_BALLOT, "More than 120 members voted.", "yes"),
        (_BALLOT, "Fewer than 100 members voted.", "no"),
        # "hit by" is affected by; a cancellation is cancelling
        (
            ["The council cancelled 30 bus routes.", "About 5,000 commuters were affected."],
            "Some 5,000 commuters were hit by the cancellations.",
            "yes",
        ),
        # held "instead" at another time is not ruled out by the cancellation
        (_SHOW, "The fair will be held in the spring instead.", "unsure"),
        (_SHOW, "The fair will go ahead on Saturday.", "no"),
        # "only her second" says how few came before, and limits no kind
        (
            ["Ada Lenz, 31, was playing only her second final."],
            "Lenz hopes to coach the national team.",
            "unsure",
        ),
        (
            ["Ada Lenz, 31, was playing only her second final."],
            "Lenz had played in several finals before.",
            "no",
        ),
    ],
)
def test_tallies_reschedules_and_ordinal_counts(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a thing withdrawn from sale was not sold
        (
            [
                "A Roman helmet found by a farmer was due to go under the hammer in Paris.",
                "The dealer pulled it from the auction after police asked questions.",
            ],
            "The helmet was sold at auction in Paris.",
            "no",
        ),
        # on loan from another is not owned by the borrower
        (
            ["The gallery's Vermeer, on loan from a private collector, goes on show today."],
            "The gallery owns the Vermeer.",
            "no",
        ),
        (
            ["The gallery's Vermeer, bought in 1990, goes on show today."],
            "The gallery owns the Vermeer.",
            "unsure",
        ),
        # to be sent back is not to stay for years more
        (
            ["The two koalas, here since 2019, will be flown back to Australia in May."],
            "The koalas will remain here for several more years.",
            "no",
        ),
        # nobody charged: nobody convicted or jailed
        (
            ["Paintings worth £2m were taken from the house.", "No one has been charged yet."],
            "A man has been convicted of the burglary.",
            "no",
        ),
        (
            ["Paintings worth £2m were taken from the house.", "No one has been charged yet."],
            "Two men have been arrested.",
            "unsure",
        ),
        # the context names who struck
        (
            ["Trains were halted after a walkout by signal workers."],
            "Drivers went on strike.",
            "unsure",
        ),
        (
            ["Hundreds of flights were grounded after a strike by air traffic controllers."],
            "Cabin crew went on strike.",
            "no",
        ),
        (
            ["Hundreds of flights were grounded after a strike by air traffic controllers."],
            "Controllers went on strike.",
            "yes",
        ),
        # a rise that matches earnings is in line with them
        (
            ["Rents will rise by 3% in line with inflation."],
            "The rent rise matches the rate of inflation.",
            "yes",
        ),
    ],
)
def test_states_that_rule_acts_out(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


_POOL = [
    "The pool in Ardley will reopen on 9 May after an 18-month renovation costing £3m.",
    "Opening hours will be cut from five days a week to four.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what a change to come starts from is not what will be
        (_POOL, "The pool will open five days a week.", "no"),
        (_POOL, "The pool will open four days a week.", "yes"),
        # reopening after a refurbishment: closed for its length; opening hours are no state
        (_POOL, "The pool has been shut for a year and a half.", "yes"),
        # "earned them a prize": rewarded with it
        (
            ["The pupils' robot, which earned them a trophy, can sort rubbish."],
            "The pupils were rewarded with a trophy.",
            "yes",
        ),
        # "the only" where the context never says none other does
        (
            ["Researchers found that bumblebees can learn to roll small balls."],
            "Bumblebees are the only insects that can learn to roll balls.",
            "unsure",
        ),
        (
            ["Bumblebees are the only insects known to roll balls for fun."],
            "Bumblebees are the only insects known to roll balls.",
            "yes",
        ),
        # the ends of a price range
        (["Seats cost between €30 and €90."], "The cheapest seat costs €30.", "yes"),
        (["Seats cost between €30 and €90."], "The cheapest seat costs €20.", "no"),
        (["Seats cost between €30 and €90."], "Some seats cost more than €120.", "no"),
        # who did it, by the passive's "by"
        (
            [
                "The appeal was lodged by a residents' association, Save Our Green.",
                "The council said it would respond within a month.",
            ],
            "The council lodged the appeal.",
            "no",
        ),
        (
            [
                "The appeal was lodged by a residents' association, Save Our Green.",
                "The council said it would respond within a month.",
            ],
            "A residents' association lodged the appeal.",
            "yes",
        ),
    ],
)
def test_changes_to_come_reopenings_sole_claims_ranges_and_doers(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


_BUSES = [
    "The city will replace its 40 oldest buses with hydrogen ones by 2027.",
    "Each new bus will seat 70 people, 15 more than the buses they replace.",
    "The route will take 35 minutes, five minutes shorter than now.",
]


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the figure before a change, from the new one and the gap
        (_BUSES, "The buses being replaced seat 55 people each.", "yes"),
        (_BUSES, "The buses being replaced seat 85 people each.", "no"),
        (_BUSES, "The route now takes 40 minutes.", "yes"),
        # a count of them is not all of them
        (_BUSES, "The city is replacing all of its buses.", "no"),
        # an ordinal names which race, and is no figure of the win
        (
            ["Leeds won the 52nd Roses Cup by four points, ending York's run of three wins."],
            "Leeds won by four points.",
            "yes",
        ),
        # another's run of wins: theirs before, not this one
        (
            ["Leeds won the 52nd Roses Cup by four points, ending York's run of three wins."],
            "York had won the previous three cups.",
            "yes",
        ),
        (
            ["Leeds won the 52nd Roses Cup by four points, ending York's run of three wins."],
            "York won the Roses Cup.",
            "no",
        ),
        # kept against lost; won before it was lost
        (
            ["The hotel has lost its five-star rating, a year after gaining it."],
            "The hotel kept its five-star rating.",
            "no",
        ),
        (
            ["The hotel has lost its five-star rating, a year after gaining it."],
            "The hotel gained its five-star rating a year ago.",
            "yes",
        ),
        # "the same as last year" is unchanged
        (
            ["Season tickets will cost £420, the same as last year."],
            "The price of a season ticket is unchanged from last year.",
            "yes",
        ),
    ],
)
def test_figures_before_changes_runs_of_wins_and_unchanged(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a cause given first: "X led to Y"
        (
            ["Ice on the line led to 40 train cancellations on Friday."],
            "The cancellations were caused by flooding.",
            "no",
        ),
        (
            ["Ice on the line led to 40 train cancellations on Friday."],
            "The cancellations were caused by ice.",
            "yes",
        ),
        # "less than seven hours" bounds a figure; it is no opposite of "more likely"
        (
            ["Adults who walked less than 4,000 steps a day were three times as likely to fall."],
            "Adults who walked fewer than 4,000 steps were more likely to fall.",
            "yes",
        ),
        # a hyphenated opening word is no name when its parts are the context's own words
        (
            [
                "Cabin bags will cost £20 from June.",
                "Small bags that fit under the seat will stay free.",
            ],
            "Under-seat bags will stay free.",
            "yes",
        ),
    ],
)
def test_causes_given_first_asides_and_bounded_comparisons(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # bail is not custody; indoors is not outside
        (
            ["The driver was charged and released on bail until March."],
            "The driver was held in custody.",
            "no",
        ),
        (
            ["Residents were told to stay indoors while the fire burned."],
            "Residents were told to go outside.",
            "no",
        ),
        # "a century old" is an age, no opposite of "new"
        (
            ["The choir's new director is the first man to lead it in its 150-year history."],
            "The choir is more than a century old.",
            "unsure",
        ),
        # the first of a kind: none of that kind before
        (
            ["The choir's new director is the first man to lead it in its 150-year history."],
            "Several men have led the choir before.",
            "no",
        ),
        (
            ["Ruth Ade is the first woman to captain the club in its history."],
            "Other women had captained the club earlier.",
            "no",
        ),
        # a group divided does not act as one
        (
            ["Teachers are divided over the new timetable."],
            "All teachers back the new timetable.",
            "no",
        ),
        (
            ["Teachers are divided over the new timetable."],
            "Some teachers back the new timetable.",
            "yes",  # divided: some back it, some do not
        ),
    ],
)
def test_custody_firsts_and_divided_groups(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # spans in centuries
        (
            ["Otters have bred on the river for the first time in 300 years."],
            "It is the first time in three centuries that otters have bred on the river.",
            "yes",
        ),
        # the first time in a span is no yearly habit
        (
            ["Otters have bred on the river for the first time in 300 years."],
            "Otters breed on the river every year.",
            "no",
        ),
        # a future act dated, against the year of another act
        (
            ["The gallery will return 12 paintings taken in 1941.", "They will hang in Kraków."],
            "A new wing will open in 2030.",
            "unsure",
        ),
        # closed to those the context lets through
        (
            ["The tunnel shuts to lorries from Monday.", "Cars will still be allowed to use it."],
            "The tunnel will close to cars.",
            "no",
        ),
        (
            ["The tunnel shuts to lorries from Monday.", "Cars will still be allowed to use it."],
            "The tunnel will close to lorries.",
            "yes",
        ),
        # welcomed against a challenge
        (
            ["Residents said they would challenge the ruling in court."],
            "Residents welcomed the ruling.",
            "no",
        ),
    ],
)
def test_centuries_yearly_habits_closures_and_reactions(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what is still to come is not already done
        (
            ["The vaccine works in trials.", "Officials will decide in May whether to license it."],
            "The vaccine has already been licensed.",
            "no",
        ),
        (
            ["Crews hope to reopen the line by Friday."],
            "The line has already reopened.",
            "no",
        ),
        # placed below last time: not this time's winner, but not last time's either
        (
            ["Omar Diaz won the 10,000 metres.", "Diaz had finished third in the race last year."],
            "Diaz won the race last year.",
            "no",
        ),
        (
            ["Omar Diaz won the 10,000 metres.", "Diaz had finished third in the race last year."],
            "Diaz won the 10,000 metres.",
            "yes",
        ),
        # sold to a buyer: no one else bought it
        (
            [
                "The Elm House, owned by the Perry family since 1890, has been sold to a charity.",
            ],
            "The Perry family bought the Elm House.",
            "no",
        ),
        # tackled a blaze is fought a fire
        (
            ["Forty firefighters tackled the blaze overnight."],
            "Firefighters fought the fire overnight.",
            "yes",
        ),
    ],
)
def test_things_to_come_earlier_places_buyers_and_fires(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "six wins in nine games": the count of the claim's word itself
        (
            ["Ashford have sacked their coach after six defeats in nine matches."],
            "Ashford lost six of their last nine matches.",
            "yes",
        ),
        # a share of the time is not every time
        (
            ["The drone lands on the moving ship about 80% of the time."],
            "The drone lands on the ship every time.",
            "no",
        ),
        # nobody is doing what some are still doing
        (
            ["The clinic has cut its list by half.", "About 300 people are still waiting."],
            "Nobody is waiting now.",
            "no",
        ),
        # with one relative, not another
        (
            ["The girl spotted the fossil while walking with her grandfather on the beach."],
            "The girl spotted the fossil with her aunt.",
            "no",
        ),
        (
            ["The girl spotted the fossil while walking with her grandfather on the beach."],
            "The girl spotted the fossil with her grandfather.",
            "yes",
        ),
        # most is not all
        (
            ["Crews reconnected most households by Tuesday night."],
            "All households were reconnected by Tuesday night.",
            "no",
        ),
        # a name after the act is in the claim's slot only after its preposition
        (
            ["A farmer has dug up a Viking sword while ploughing a field in Norfolk."],
            "The sword was dug up in Norfolk.",
            "yes",
        ),
        # all of a firm's staff against a count of them
        (
            ["The pay rise covers its 300 workers in Derby.", "Hale Foods makes pies."],
            "The rise covers all of Hale's workers.",
            "no",
        ),
    ],
)
def test_counts_shares_of_the_time_companions_and_slots(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a part is no count of all there are
        (["The bank will shut 40 of its 300 branches."], "The bank has 40 branches.", "no"),
        (["The bank will shut 40 of its 300 branches."], "The bank has 300 branches.", "yes"),
        # a part of the usual service is not a full one
        (
            ["During the strike the airline will fly half of its usual flights."],
            "The airline will run a normal timetable during the strike.",
            "no",
        ),
        # what a dispute is over
        (
            ["Bin collectors will walk out next week over pensions."],
            "The walkout is over pay.",
            "no",
        ),
        (
            ["Bin collectors will walk out next week over pensions."],
            "The walkout is over pensions.",
            "yes",
        ),
        # dated days of one month
        (["Lecturers will strike on 9 and 10 March."], "The strike will last two days.", "yes"),
        (
            ["The festival runs from 4 to 8 August in the park."],
            "The festival lasts five days.",
            "yes",
        ),
    ],
)
def test_parts_full_services_disputes_and_dated_days(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what was, said of this year
        (
            ["The show drew 12,000 visitors this year, down from 15,000 in 2022."],
            "The show drew 15,000 visitors this year.",
            "no",
        ),
        # a starting price is the cheapest
        (["Rooms start at €95 a night."], "The cheapest room costs €95 a night.", "yes"),
        (["Rooms start at €95 a night."], "Some rooms cost less than €60 a night.", "no"),
        (
            ["Tickets for the tour start at £49, with VIP packages on sale from Friday."],
            "The cheapest ticket for the tour is £49.",
            "yes",
        ),
        # a season with an end is not all year
        (
            ["The new line will open in March and run until November, with trains every hour."],
            "Trains will run on the new line all year round.",
            "no",
        ),
        (
            ["The ferry will sail twice a day all year round."],
            "The ferry sails throughout the year.",
            "yes",
        ),
    ],
)
def test_this_year_starting_prices_and_seasons(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # closed after a span: open for that span
        (
            ["The bookshop on Hill Street closed last week after ten years."],
            "The bookshop was open for ten years.",
            "yes",
        ),
        (
            ["The bookshop on Hill Street closed last week after ten years."],
            "The bookshop is still open.",
            "no",
        ),
        # only some, against all of them
        (
            ["Smoking is now banned in all its stations."],
            "The ban covers only some of the stations.",
            "no",
        ),
    ],
)
def test_closed_after_a_span_and_only_some(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a doer the context rules out by name
        (
            ["The report was written by independent auditors, not by the company's own staff."],
            "The report was written by the company's own staff.",
            "no",
        ),
        (
            ["The report was written by independent auditors, not by the company's own staff."],
            "The report was written by independent auditors.",
            "yes",
        ),
    ],
)
def test_a_doer_ruled_out_by_name(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a rank before "in N moves" is no share
        (
            ["Ola Berg, 15, beat the world number two in 31 moves."],
            "Berg beat the world number two.",
            "yes",
        ),
        # "her first win against a top player": none beaten before
        (
            ["It was his first win against a grandmaster."],
            "He had beaten grandmasters several times before.",
            "no",
        ),
    ],
)
def test_ranks_in_moves_and_first_wins(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "making up a fifth of ..." says what the main clause comes to, not a new act
        (
            ["Sales of hybrid vans rose by 30% last year, making up one in four new vans sold."],
            "Hybrid vans made up about 25% of new van sales.",
            "yes",
        ),
        # the kind of a subject is the first of two words before it
        (
            [
                "Sales of hybrid vans rose by 30% last year.",
                "Diesel van sales fell by 12%.",
            ],
            "Hybrid van sales rose last year.",
            "yes",
        ),
    ],
)
def test_what_a_clause_comes_to_and_kinds_of_two_words(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the same sum in another medium: vouchers are not cash
        (
            ["The winner takes home a medal and £2,500 in gift vouchers."],
            "The winner gets £2,500 in cash.",
            "no",
        ),
        (
            ["The company will pay $80 million in shares for the app maker."],
            "The company will pay $80 million in cash for the app maker.",
            "no",
        ),
        # look-alikes: the medium said, and a sum in words no medium names
        (
            ["The company will pay $80 million in shares for the app maker."],
            "The company will pay $80 million in shares.",
            "yes",
        ),
        (
            ["The appeal raised £40,000 in donations in a week."],
            "The appeal raised £40,000 in gifts.",
            "unsure",
        ),
        # what is still missing has not been recovered or found
        (
            ["The van was found burnt out, but the paintings are still missing."],
            "The paintings have been recovered.",
            "no",
        ),
        (
            ["Divers searched the lake, but the ring is still missing."],
            "The ring was found by divers.",
            "no",
        ),
        (
            ["The missing ring was found by divers on Sunday."],
            "Divers found the ring.",
            "yes",
        ),
    ],
)
def test_sums_in_another_medium_and_still_missing(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a weekday is when it happened, not who did it or where
        (
            [
                "Storms broke the national rainfall record on Sunday, with 310mm recorded in Cumbria."
            ],
            "The record rainfall was recorded in Cumbria.",
            "yes",
        ),
        # the old record is the previous one, and one broken was beaten
        (
            [
                "Mia Sato broke the national record for the 800m on Saturday.",
                "The previous record was set in Osaka in 2011.",
            ],
            "The old record was set in Osaka.",
            "yes",
        ),
        (
            ["Mia Sato broke the national record for the 800m on Saturday."],
            "The old record was faster than Sato's time.",
            "no",
        ),
        # a multiple with its noun: "twice as many seats as the old one"
        (
            ["The new stadium holds 60,000 fans, twice as many fans as the old ground."],
            "The old ground held 30,000 fans.",
            "yes",
        ),
        (
            ["The new stadium holds 60,000 fans, twice as many fans as the old ground."],
            "The old ground held 40,000 fans.",
            "no",
        ),
        # moved to a place, said as "moving to"
        (
            ["He grew up in Leeds before moving to Paris at 21."],
            "He moved to Paris when he was 21.",
            "yes",
        ),
    ],
)
def test_weekdays_old_records_multiples_and_moves(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # nobody did what the context counts
        (
            ["The scheme went ahead despite 240 objections from residents."],
            "Nobody objected to the scheme.",
            "no",
        ),
        (
            ["The pile-up caused four injuries, none of them serious."],
            "Nobody was injured in the pile-up.",
            "no",
        ),
        (
            ["The pile-up caused long delays, but no injuries were reported."],
            "Nobody was injured in the pile-up.",
            "yes",
        ),
        # the role is the noun before a clause that follows it
        (
            [
                "The poet has given 2,000 books to libraries in her home town.",
                "She lived there before moving to Cardiff.",
            ],
            "The poet was a nurse before she wrote poems.",
            "unsure",
        ),
        # who it passes to, named otherwise
        (
            ["The farmer is retiring and handing the farm to his son, Rhys."],
            "The farmer is selling the farm to a developer.",
            "no",
        ),
        (
            ["The farmer is retiring and handing the farm to his son, Rhys."],
            "The farmer is handing the farm to his son.",
            "yes",
        ),
        # what powers it, named otherwise
        (
            ["The new trains run on hydrogen alone and seat 200."],
            "The new trains run on diesel.",
            "no",
        ),
        (
            ["The new trains run on hydrogen alone and seat 200."],
            "The new trains run on hydrogen.",
            "yes",
        ),
    ],
)
def test_nobody_against_a_count_roles_recipients_and_fuel(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the one the claim says won is the one the winner beat
        (
            ["The Dutch rower won the single sculls final, beating the world champion by a metre."],
            "The world champion won the single sculls final.",
            "no",
        ),
        (
            ["The Dutch rower won the single sculls final, beating the world champion by a metre."],
            "The Dutch rower won the final.",
            "yes",
        ),
        # one thing now, the claim's other still to come
        (
            ["The service is open in Leeds now and will reach Bristol in the spring."],
            "The service is open in Bristol now.",
            "no",
        ),
        (
            ["The service is open in Leeds now and will reach Bristol in the spring."],
            "The service is open in Leeds now.",
            "yes",
        ),
        (
            [
                "The new game came out on Friday.",
                "It is on sale for PC now and will reach consoles next month.",
            ],
            "The game is on sale for consoles now.",
            "no",
        ),
        (
            [
                "The new game came out on Friday.",
                "It is on sale for PC now and will reach consoles next month.",
            ],
            "The game is on sale for PC now.",
            "yes",
        ),
        # a comparison with now is no state now
        (
            ["The journey will take 90 minutes, 20 minutes longer than now."],
            "The journey now takes 70 minutes.",
            "yes",
        ),
        # who pays whom, the other way round
        (
            [
                "The court threw out the builder's claim against the council.",
                "He must pay the council's costs of £25,000.",
            ],
            "The council must pay the builder £25,000.",
            "no",
        ),
        (
            ["The tenant must pay the landlord £2,000 in unpaid rent."],
            "The tenant must pay the landlord £2,000.",
            "yes",
        ),
    ],
)
def test_beaten_winners_now_and_later_and_who_pays(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "unchanged at 3.9%" is the rate's figure, not a word of its own
        (
            [
                "The bank cut its one-year fixed rate from 5.1% to 4.7%.",
                "Its three-year rate is unchanged at 3.9%.",
            ],
            "The three-year rate is 3.9%.",
            "yes",
        ),
        # what goes to another is not kept
        (
            [
                "The skier was stripped of her title after a failed drugs test.",
                "The gold medal now goes to Norway's Ida Berg.",
            ],
            "The skier kept her gold medal.",
            "no",
        ),
        # what is still sought has not been found
        (
            ["The school is looking for a new head teacher after Mr Reid retired."],
            "The school has found a new head teacher.",
            "no",
        ),
        (
            ["The school has found a new head teacher after Mr Reid retired."],
            "The school has found a new head teacher.",
            "yes",
        ),
        # "sacking" as "sacked"
        (
            ["The board is searching for a chief executive after sacking Ann Cole."],
            "The board sacked Ann Cole.",
            "yes",
        ),
        # who the next sentence places lower did not win
        (
            [
                "The swimmer was disqualified for a false start.",
                "She had touched the wall in second place.",
            ],
            "The swimmer finished first.",
            "no",
        ),
    ],
)
def test_unchanged_rates_prizes_passed_on_searches_and_places(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # number one is the top of the chart; number two is not
        (
            ["The duo's new single went straight to number one in its first week."],
            "The single topped the chart.",
            "yes",
        ),
        (
            ["The duo's new single went to number three, kept off the top spot by a film song."],
            "The duo's single topped the chart.",
            "no",
        ),
        # eight times the mass of Earth is more massive than Earth
        (
            ["The moon is about 40 times the mass of the asteroid."],
            "The moon is more massive than the asteroid.",
            "yes",
        ),
        # "up from two" in the unit of the figure before it
        (
            ["Staff must now give six weeks' notice before leaving, up from two."],
            "Staff used to give two weeks' notice.",
            "yes",
        ),
        (
            ["The crossing now takes 3 hours, down from 4.5 hours."],
            "The crossing used to take 4.5 hours.",
            "yes",
        ),
        # the start the sentence about the claim's subject gives
        (
            [
                "The new fees apply to all new students from 1 September.",
                "Current students will pay them from next January.",
            ],
            "Current students pay the new fees from 1 September.",
            "no",
        ),
        # the first of its kind in 20 years rules out one last year
        (
            ["The author has published her first novel in 20 years."],
            "The author published a novel last year.",
            "no",
        ),
        (
            ["Last year the author published her first novel in 20 years."],
            "The author published a novel last year.",
            "yes",
        ),
    ],
)
def test_charts_masses_units_compared_starts_and_firsts_in_years(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "targeted" is the verb, not a goal: the claim's victims are not the context's
        (
            ["The phone scam targeted retired teachers across the county."],
            "The scam targeted students.",
            "unsure",
        ),
        (
            ["The phone scam targeted retired teachers across the county."],
            "The scam targeted retired teachers.",
            "yes",
        ),
        # during the night is overnight
        (
            ["Snow fell overnight, closing 40 schools."],
            "Snow fell during the night.",
            "yes",
        ),
        # one family is the same family
        (
            ["The farm has been run by the same family since 1820."],
            "One family has run the farm since 1820.",
            "yes",
        ),
    ],
)
def test_targets_nights_and_one_and_the_same(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the figure before a change "by 20 to 295"
        (
            ["Season tickets have gone up by £40 to £540."],
            "Season tickets used to cost £500.",
            "yes",
        ),
        (
            ["Season tickets have gone up by £40 to £540."],
            "Season tickets used to cost £460.",
            "no",
        ),
        # what there is before "add 300 ..., bringing its fleet to 1,200", and the total itself
        (
            ["The firm will add 300 e-scooters in May, bringing its fleet to 1,200."],
            "The firm currently has 900 scooters.",
            "yes",
        ),
        (
            ["The firm will add 300 e-scooters in May, bringing its fleet to 1,200."],
            "The firm will have 1,200 scooters after May.",
            "yes",
        ),
        (
            ["The firm will add 300 e-scooters in May, bringing its fleet to 1,200."],
            "The new scooters are electric.",
            "yes",
        ),
        # going back is returning
        (
            ["The two koalas are returning to Australia after six years."],
            "The koalas are going back to Australia.",
            "yes",
        ),
        # switched off where the sentence naming them keeps them on
        (
            [
                "The town will switch off half of its street lights after midnight.",
                "Lights near schools and care homes will stay on.",
            ],
            "Lights near care homes will be switched off.",
            "no",
        ),
        (
            [
                "The town will switch off half of its street lights after midnight.",
                "Lights near schools and care homes will stay on.",
            ],
            "Half of the street lights will be switched off after midnight.",
            "yes",
        ),
    ],
)
def test_changes_by_to_fleets_returns_and_lights_kept_on(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "no longer have to" is not "have lost"
        (
            ["Patients will still have to pay for dental check-ups."],
            "Patients will no longer have to pay for dental check-ups.",
            "no",
        ),
        # "won three Baftas but never an Oscar"
        (
            ["The director has won two Emmys but never a Golden Globe."],
            "The director has won a Golden Globe.",
            "no",
        ),
        (
            ["The director has won two Emmys but never a Golden Globe."],
            "The director has won two Emmys.",
            "yes",
        ),
        # a subject opened by "new" is the noun it qualifies
        (
            [
                "Garden offices in the borough will need planning permission from May.",
                "Existing garden offices will not be affected.",
            ],
            "New garden offices will need planning permission.",
            "yes",
        ),
        (
            [
                "Garden offices in the borough will need planning permission from May.",
                "Existing garden offices will not be affected.",
            ],
            "Existing garden offices will need planning permission.",
            "no",
        ),
        # the part played, named otherwise
        (
            ["He is best known for playing a lawyer in a hospital drama."],
            "He is best known for playing a surgeon.",
            "no",
        ),
        (
            ["She plays the cello in a string quartet."],
            "She plays an instrument in a quartet.",
            "yes",
        ),
        # what is ended is not raised
        (
            ["The museum will stop charging entry fees from next year."],
            "The museum will raise entry fees next year.",
            "no",
        ),
    ],
)
def test_no_longer_obliged_never_that_one_exempt_groups_parts_and_ended_charges(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # that it goes on now is the claim's point
        (
            ["The river burst its banks on Monday, flooding 60 homes."],
            "The river is still flooding homes.",
            "unsure",
        ),
        (
            ["The river burst its banks on Monday and is still flooding homes."],
            "The river is still flooding homes.",
            "yes",
        ),
        (
            ["The strike, which began in May, continues this week."],
            "The staff are still striking.",
            "unsure",
        ),
    ],
)
def test_still_going_on_is_said_or_unsaid(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the size of a team, crew or panel is its figure after "of"
        (
            ["The robot was designed by a team of four engineers in Turin."],
            "The robot was designed by a team of twelve.",
            "no",
        ),
        (
            ["The robot was designed by a team of four engineers in Turin."],
            "The robot was designed by a team of four.",
            "yes",
        ),
        (
            ["The winner was chosen by a panel of five judges."],
            "A panel of seven judges chose the winner.",
            "no",
        ),
        (
            [
                "The game, which teaches children to code, has 2 million players.",
                "It was made by a crew of two developers in Oslo.",
            ],
            "The game was made by a crew of six.",
            "no",
        ),
    ],
)
def test_the_size_of_a_team_is_its_label(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the same act denied
        (
            ["The driver denies causing the crash and will fight the charge."],
            "The driver admitted causing the crash.",
            "no",
        ),
        (
            ["She admitted fraud but denied forgery."],
            "She admitted fraud.",
            "yes",
        ),
        # free outright, said by a pronoun for the subject
        (
            [
                "The podcast app has 3 million users.",
                "It is free to download.",
            ],
            "The podcast app costs £4.99.",
            "no",
        ),
        (
            ["Entry is free on Sundays.", "The gallery charges £8 on other days."],
            "The gallery charges £8 on Saturdays.",
            "yes",
        ),
    ],
)
def test_denied_acts_and_things_free_outright(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a length and a time of one thing: the claim's length is no rival of the time
        (
            ["He finished the 42-mile trail in 11 hours."],
            "The trail is 42 miles long.",
            "yes",
        ),
        (
            ["He finished the 42-mile trail in 11 hours."],
            "The trail took him 11 hours.",
            "yes",
        ),
        # one more finding, said with "also", beside the context's bound
        (
            ["People who walked fewer than 4,000 steps a day were 20% more likely to fall ill."],
            "Walking more than 15,000 steps a day also raised the risk.",
            "unsure",
        ),
        # what is replaced is the old one
        (
            ["The new pool opens in June.", "It will replace a 1970s pool that has no lift."],
            "The old pool has no lift.",
            "yes",
        ),
        (
            [
                "The new library will have three floors and a rooftop garden.",
                "It will replace a 1950s library that is closed to the public.",
            ],
            "The old library is closed to the public.",
            "yes",
        ),
    ],
)
def test_units_of_one_thing_added_findings_and_what_is_replaced(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # everyday words for a term: out of date is expired, saying sorry is apologising
        (
            ["The shop was fined for selling baby milk that had passed its expiry date."],
            "The shop sold out-of-date baby milk.",
            "yes",
        ),
        (
            ["The council has apologised for the error and refunded residents."],
            "The council said sorry for the error.",
            "yes",
        ),
        (
            ["The council refunded residents but did not apologise."],
            "The council said sorry.",
            "no",
        ),
    ],
)
def test_everyday_words_for_expired_and_apologised(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "could" said of the subject by a pronoun is no certainty
        (
            ["The coral reef has lost half its cover since 2000.", "It could be gone by 2050."],
            "The reef will definitely be gone by 2050.",
            "no",
        ),
        # undefeated is never beaten
        (
            ["The champion retired undefeated after 40 bouts."],
            "The champion never lost a bout.",
            "yes",
        ),
        # what a sentence says is so already, beside another still to come
        (
            [
                "The bank will close all its branches in May and move every service online.",
                "It says online banking already accounts for 85% of transactions.",
            ],
            "Most transactions are already made online.",
            "yes",
        ),
        (
            [
                "The rail firm will stop selling tickets at stations from March and sell them "
                "only online.",
                "It says online sales already make up 80% of its ticket business.",
            ],
            "Most of its ticket sales are already online.",
            "yes",
        ),
        # redeployed staff keep jobs
        (
            ["The depot will close in June.", "All 60 drivers will be redeployed."],
            "The drivers will lose their jobs.",
            "no",
        ),
    ],
)
def test_possible_not_certain_unbeaten_already_and_redeployed(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # on land against off the coast
        (
            ["The tidal power plant will be built 12 km off the coast of Wales."],
            "The plant will be built on land.",
            "no",
        ),
        # that it happened before is the claim's point
        (
            ["The marathon was cancelled because of the heat."],
            "The marathon has been cancelled before.",
            "unsure",
        ),
        (
            ["The marathon was cancelled because of the heat, as it was in 2019."],
            "The marathon has been cancelled before.",
            "yes",
        ),
    ],
)
def test_on_land_at_sea_and_what_happened_before(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a negation in a clause of its own, after all the claim shares
        (
            ["The town's only cinema will shut in May after its owner failed to find a tenant."],
            "The cinema will shut in May.",
            "yes",
        ),
        # "found for" a thing is the passive of finding, not a court's ruling
        (
            ["A new home has been found for the rescued otters."],
            "The otters have a new home.",
            "yes",
        ),
        # the only one rules out several others
        (
            ["The town's only cinema will shut in May after its owner failed to find a tenant."],
            "The town has several other cinemas.",
            "no",
        ),
        (
            ["The town's only cinema will shut in May.", "The nearest other cinema is in Bath."],
            "The nearest other cinema is in Bath.",
            "yes",
        ),
        # the first such find rules out many like it
        (
            ["It is the first such shipwreck found off the island."],
            "Many similar shipwrecks have been found off the island.",
            "no",
        ),
    ],
)
def test_negations_of_their_own_passive_finds_only_ones_and_first_such(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what is protected is not reduced; what is raised is not frozen
        (
            ["Street cleaning and libraries will be protected."],
            "Street cleaning will be reduced.",
            "no",
        ),
        (
            ["The council will raise parking charges by 10% to fill the gap."],
            "Parking charges will be frozen.",
            "no",
        ),
        (
            ["The council will freeze parking charges for a year."],
            "Parking charges will be frozen.",
            "yes",
        ),
    ],
)
def test_protected_and_frozen_against_cut_and_raised(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an age the context gives another person is no age of the claim's person
        (
            ["Dev Patel, 29, scored twice.", "His strike partner, Owen Marsh, set up both goals."],
            "Owen Marsh, 29, set up both goals.",
            "unsure",
        ),
        (
            ["Dev Patel, 29, scored twice.", "His strike partner, Owen Marsh, set up both goals."],
            "Marsh is also 29.",
            "unsure",
        ),
        (
            ["Dev Patel, 29, scored twice.", "His strike partner, Owen Marsh, set up both goals."],
            "Patel is 29.",
            "yes",
        ),
        (
            ["Dev Patel, 29, scored twice.", "His strike partner, Owen Marsh, set up both goals."],
            "Dev Patel, 29, scored twice.",
            "yes",
        ),
    ],
)
def test_an_age_given_to_another_person(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what comes automatically needs no application, and the other way round
        (
            ["Passengers on cancelled flights will be compensated automatically."],
            "Passengers have to claim their compensation.",
            "no",
        ),
        (
            ["Tenants must apply to the council for the grant."],
            "Tenants will receive the grant automatically.",
            "no",
        ),
        (
            ["Passengers on cancelled flights will be compensated automatically."],
            "Passengers will be compensated automatically.",
            "yes",
        ),
    ],
)
def test_automatic_against_must_apply(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # back sooner than the shortest time the context gives it out
        (
            ["The cable car will be out of service for at least six weeks after the storm."],
            "The cable car will run again next week.",
            "no",
        ),
        (
            ["The library will be closed for two months while the roof is fixed."],
            "The library will reopen in ten days.",
            "no",
        ),
        (
            ["The library will be closed for two months while the roof is fixed."],
            "The library will reopen after two months.",
            "yes",
        ),
    ],
)
def test_back_sooner_than_the_closure(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # land built on before is not open land
        (
            ["A school for 900 pupils is planned on the site of the former gasworks."],
            "The school will be built on green belt land.",
            "no",
        ),
        (
            ["A school for 900 pupils will be built on farmland east of the village."],
            "The school will be built on farmland.",
            "yes",
        ),
    ],
)
def test_open_land_against_a_former_site(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the same part of another kind of building
        (
            ["Peregrine falcons have raised three chicks on a cathedral spire in the city."],
            "The falcons nest on a church spire.",
            "no",
        ),
        (
            ["Peregrine falcons have raised three chicks on a cathedral spire in the city."],
            "The falcons nest on a cathedral spire.",
            "yes",
        ),
        # the place of the first one is not the new one's
        (
            [
                "The brewery has opened its second taproom in Bristol.",
                "Its first taproom, in Bath, opened in 2019.",
            ],
            "Its new taproom is in Bath.",
            "no",
        ),
        (
            [
                "The brewery has opened its second taproom in Bristol.",
                "Its first taproom, in Bath, opened in 2019.",
            ],
            "Its new taproom is in Bristol.",
            "yes",
        ),
        # offered jobs elsewhere is no job lost; moving online is no rescheduling
        (
            [
                "The insurer will close its Leeds office, and its 200 staff will be offered jobs elsewhere."
            ],
            "The Leeds staff will be made redundant.",
            "no",
        ),
        (
            ["Post offices are closing as more people move online."],
            "Post offices are closing because more people are moving online.",
            "yes",
        ),
        (
            ["Security guards patrol the site round the clock."],
            "The site is patrolled day and night.",
            "yes",
        ),
    ],
)
def test_another_building_the_first_ones_place_and_jobs_elsewhere(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # pay kept is no pay cut; volunteers are not paid staff
        (
            ["During the pilot, workers kept full pay while working fewer hours."],
            "Workers had their pay reduced during the pilot.",
            "no",
        ),
        (
            ["The museum is staffed by volunteers at weekends."],
            "The museum is run by paid staff at weekends.",
            "no",
        ),
        # a four-day week is a rate, no length of the trial
        (
            ["The council tried a four-day week for its 300 office staff."],
            "The council's trial lasted a year.",
            "unsure",
        ),
        (
            ["The council tried a four-day week for its 300 office staff."],
            "Office staff tried a five-day week.",
            "no",
        ),
        # a length of time said of another person
        (
            [
                "Ana Costa has been named head coach.",
                "She takes over from Luis Pereira.",
                "Costa has coached the youth team for eight years.",
            ],
            "Pereira was head coach for three years.",
            "unsure",
        ),
        (
            [
                "Ana Costa has been named head coach.",
                "Costa has coached the youth team for eight years.",
            ],
            "Costa has coached the youth team for six years.",
            "no",
        ),
        # gave money is donated; did not change is stayed the same
        (
            ["Nearly 2,000 fans donated to the appeal."],
            "Nearly 2,000 fans gave money to the appeal.",
            "yes",
        ),
        (
            ["Waiting times stayed the same after the change."],
            "Waiting times did not change after the change.",
            "yes",
        ),
    ],
)
def test_pay_kept_a_weekly_rate_and_anothers_length_of_time(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the act after its helping verbs, whatever the subject's length
        (
            ["A 40-bed wing is planned but has not yet been funded."],
            "The 40-bed wing has been funded.",
            "no",
        ),
        # "without a win" is "not won"
        (
            ["The team have now gone nine matches without a win."],
            "The team have not won in nine matches.",
            "yes",
        ),
        # another place in the same table, of the claim's subject only
        (
            ["The school is 45th in the rankings this year."],
            "The school is top of the rankings.",
            "no",
        ),
        (
            ["The win lifts Leeds to third in the table, behind leaders Burnley."],
            "Burnley are top of the table.",
            "yes",
        ),
        # what can be done without something does not need it
        (
            ["Visitors can enter the gardens without a ticket on Sundays."],
            "Visitors need a ticket to enter the gardens on Sundays.",
            "no",
        ),
        (
            ["Repairs under the warranty are done at any branch, without a receipt."],
            "Repairs under the warranty need a receipt.",
            "no",
        ),
        # carried out for is commissioned by
        (
            ["The poll was carried out for a motoring group."],
            "The poll was commissioned by a motoring group.",
            "yes",
        ),
    ],
)
def test_acts_after_helpers_places_in_a_table_and_things_not_needed(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # who was beaten did not win; the one succeeded does not stay
        (
            ["Ruth Adler took the title, beating the holder, Kim Soo, in a tie-break."],
            "Soo won the title again.",
            "no",
        ),
        (
            ["Ruth Adler took the title, beating the holder, Kim Soo, in a tie-break."],
            "Adler won the title.",
            "yes",
        ),
        (
            [
                "Ruth Adler has become the first left-hander to win the open.",
                "She beat the defending champion, Kim Soo, in the last round.",
            ],
            "Kim Soo won the open again.",
            "no",
        ),
        (
            [
                "Priya Nair will become head teacher in January.",
                "She replaces Alan Cole, who has led the school since 2009.",
            ],
            "Cole will remain as head teacher.",
            "no",
        ),
        # approval still to be decided
        (
            ["The council will decide on approval for the stadium next spring."],
            "The stadium has already been approved.",
            "no",
        ),
        # a person whose age the context never gives
        (
            ["Tom Hale, a 19-year-old from Leeds, beat the favourite, Rob Kerr, in the final."],
            "Kerr is 31.",
            "unsure",
        ),
        (
            ["Tom Hale, a 19-year-old from Leeds, beat the favourite, Rob Kerr, in the final."],
            "Hale is 21.",
            "no",
        ),
    ],
)
def test_beaten_succeeded_pending_and_ages_never_given(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what was apologised for is not denied
        (
            ["The energy company apologised after sending wrong bills to 40,000 homes."],
            "The energy company denied sending wrong bills.",
            "no",
        ),
        # another thing its size is likened to
        (
            ["The newly found beetle is about the size of a grain of rice."],
            "The beetle is about the size of a coin.",
            "no",
        ),
        (
            ["The newly found beetle is about the size of a grain of rice."],
            "The beetle is roughly the size of a grain of rice.",
            "yes",
        ),
        # below the minimum is ruled out
        (
            ["Swimmers must be at least 16 years old to join the club."],
            "Swimmers under 16 years old can join the club.",
            "no",
        ),
        (
            ["Passengers must be at least 1.2 metres tall for the log flume."],
            "Children under 1.2 metres can ride the log flume.",
            "no",
        ),
        # a vague count beyond the context's bound
        (
            ["Experts believe fewer than 800 remain in the wild."],
            "Thousands of the lizards live in the wild.",
            "no",
        ),
        (
            ["Fewer than 300 of the birds are thought to survive."],
            "Thousands of the birds survive.",
            "no",
        ),
        # the last remaining one is the only one
        (
            ["The town's last remaining bookshop will close in June."],
            "The town has several other bookshops.",
            "no",
        ),
        # fought the plan is opposed it
        (
            ["Local farmers fought the plan for years."],
            "Local farmers backed the plan.",
            "no",
        ),
    ],
)
def test_apologies_sizes_minimums_vague_counts_and_the_last_one(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the best against the lowest; met against missed
        (
            ["The school's exam results were its best yet."],
            "The school's exam results were its lowest.",
            "no",
        ),
        (
            ["The council missed its recycling targets for the third year."],
            "The council met its recycling targets.",
            "no",
        ),
        # what is said of a relative is not said of the person
        (
            ["The singer's mother was born in Dublin, the singer said."],
            "Lopez was born in Dublin.",
            "unsure",
        ),
        (
            ["Lopez's mother was born in Dublin."],
            "Lopez was born in Dublin.",
            "no",
        ),
        # fewer than ever against a record
        (
            ["The library lent 90,000 books last year, a record."],
            "The library lent fewer books than ever last year.",
            "no",
        ),
    ],
)
def test_best_and_lowest_met_and_missed_relatives_and_records(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # named among those still let in
        (
            [
                "Lorries will be banned from the bridge.",
                "Cars, vans and buses will still be allowed.",
            ],
            "Vans will also be banned from the bridge.",
            "no",
        ),
        # "non-" denies the word the context says, but not of a group set against it
        (
            ["The new coating is toxic to fish."],
            "The new coating is non-toxic.",
            "no",
        ),
        (
            ["Members swim free; everyone else pays £4."],
            "Non-members pay £4 to swim.",
            "yes",
        ),
        # fake against genuine
        (
            ["Experts have confirmed the letter is genuine."],
            "Experts say the letter is a fake.",
            "no",
        ),
    ],
)
def test_still_allowed_non_words_and_fakes(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a noun made from the verb: retirement is retiring
        (
            ["The goalkeeper announced his retirement on Friday."],
            "The goalkeeper is retiring.",
            "yes",
        ),
        # a thing that stays at its price does not go up
        (
            ["The peak fare rises to £9, while the off-peak fare stays at £5."],
            "The off-peak fare will also go up.",
            "no",
        ),
        # a medal paired with another year
        (
            ["She won bronze in the long jump in 2016 and gold in 2020."],
            "She won bronze in 2020.",
            "no",
        ),
        (
            ["She won bronze in the long jump in 2016 and gold in 2020."],
            "She won gold in 2020.",
            "yes",
        ),
        # the least against the most
        (
            ["The lions are the park's most visited animals."],
            "The lions are the park's least visited animals.",
            "no",
        ),
        # shed its load is spilled
        (
            ["A van shed its load of paint on the ring road."],
            "A van spilled paint on the ring road.",
            "yes",
        ),
    ],
)
def test_derived_nouns_prices_kept_medal_years_and_spills(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "automatic" compensation needs no claim
        (
            ["Passengers will receive automatic refunds within a week."],
            "Passengers must apply for their refunds.",
            "no",
        ),
        # the cause the context gives is another thing's prices
        (
            ["Higher coffee prices forced the cafe to raise its prices."],
            "The cafe blamed higher milk prices.",
            "no",
        ),
        # what it used to be, from the change and what it is now
        (
            ["The club raised the annual fee by £15.", "Membership now costs £120 a year."],
            "Membership used to cost £105 a year.",
            "yes",
        ),
        (
            ["The club raised the annual fee by £15.", "Membership now costs £120 a year."],
            "Membership used to cost £95 a year.",
            "no",
        ),
    ],
)
def test_automatic_refunds_another_cause_and_what_it_used_to_be(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # welcomed against opposed; staying against moving
        (
            ["Teachers welcomed the new timetable."],
            "Teachers opposed the new timetable.",
            "no",
        ),
        (
            ["The fair will move from May to August this year."],
            "The fair will stay in May this year.",
            "no",
        ),
        # drove off against stopped at the scene
        (
            ["The lorry driver stopped at the scene and called an ambulance."],
            "The lorry driver drove off.",
            "no",
        ),
        # another place in the count
        (
            ["His new album, his ninth, is out on Friday."],
            "His new album is his eighth.",
            "no",
        ),
        # a collision is a crash; no loss of pay keeps full pay
        (
            ["Two cars were involved in a collision on the bypass on Monday."],
            "The crash happened on Tuesday.",
            "no",
        ),
        (
            ["Nurses will move to shorter shifts with no loss of pay."],
            "Nurses will keep their full pay.",
            "yes",
        ),
    ],
)
def test_welcomes_moves_scenes_counts_crashes_and_pay(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # pulled out of is withdrawn from; start running is entering service
        (
            ["The cyclist has withdrawn from the Tour with a knee injury."],
            "The cyclist has pulled out of the Tour.",
            "yes",
        ),
        (
            ["The new trams will enter service in the spring."],
            "The new trams will start running in the winter.",
            "no",
        ),
        # a finalist did not win, where the context never says so
        (
            ["Okoro, the fourth seed, reached the final last year."],
            "Okoro won the title last year.",
            "no",
        ),
        (
            ["Okoro reached the final last year and won it in straight sets."],
            "Okoro won the title last year.",
            "yes",
        ),
        # pleased against disappointed
        (
            ["The club said it was disappointed by the ruling."],
            "The club was pleased with the ruling.",
            "no",
        ),
    ],
)
def test_withdrawals_services_finalists_and_disappointment(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "up to" is a bound, no superlative against "at least"
        (
            [
                "Staff must get at least two weeks' notice of a change.",
                "Those given less can claim up to three days' pay.",
            ],
            "Staff given late notice can claim up to three days' pay.",
            "yes",
        ),
        # the least against the most, the greenest against the least green
        (
            ["The gallery's most visited room is the one with the Monet."],
            "The Monet room is the gallery's least visited room.",
            "no",
        ),
        (
            ["Most of the new buses will run on the least busy routes."],
            "Most of the new buses will run on the busiest routes.",
            "no",
        ),
    ],
)
def test_bounds_are_no_superlatives(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a negated claim against a sentence that says it of "It", the thing named before
        (
            [
                "A courier left a parcel of rare stamps on a bus on Monday.",
                "It was handed to the driver and returned to the owner that night.",
            ],
            "The parcel was never returned.",
            "no",
        ),
        (
            [
                "A courier left a parcel of rare stamps on a bus on Monday.",
                "It was handed to the driver and returned to the owner that night.",
            ],
            "The parcel was returned.",
            "yes",
        ),
        # "the first since 1905" says the last was in 1905
        (
            ["The lake froze over in January, the first full freeze since 1963."],
            "The last full freeze of the lake was in 1963.",
            "yes",
        ),
        # staying against a rise
        (
            ["The new rules raise the pension age by a year every decade."],
            "The pension age will stay at 66.",
            "no",
        ),
        # a debut against another place in the count
        (
            ["Her prize-winning novel, her third, came out in May."],
            "Her prize-winning novel is her debut.",
            "no",
        ),
    ],
)
def test_pronoun_subjects_firsts_since_stays_and_debuts(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # two numbers side by side are two, not their sum
        (
            ["It took a crew of four three days to repaint the bridge."],
            "Four people spent three days repainting the bridge.",
            "yes",
        ),
        (
            ["It took a crew of four three days to repaint the bridge."],
            "It took a week to repaint the bridge.",
            "no",
        ),
        # approved without conditions against approved on a condition
        (
            ["The takeover was cleared on condition that the buyer sells two of its stores."],
            "The takeover was cleared without conditions.",
            "no",
        ),
    ],
)
def test_numbers_side_by_side_and_conditions(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "scrap" ends what "no longer" says is over
        (
            ["The council will scrap parking charges at its seaside car parks from June."],
            "Drivers will no longer pay parking charges at the seaside car parks from June.",
            "yes",
        ),
        (
            ["The council will scrap parking charges at its seaside car parks from June."],
            "Drivers will no longer pay parking charges at the town centre car parks.",
            "unsure",
        ),
    ],
)
def test_scrapped_is_no_longer(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # another kind of place in the same county
        (
            ["The stone circle stands in a field in Wiltshire."],
            "The stone circle stands in a wood in Wiltshire.",
            "no",
        ),
        (
            ["The stone circle stands in a field in Wiltshire."],
            "The stone circle stands in a field in Wiltshire.",
            "yes",
        ),
    ],
)
def test_another_kind_of_place(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an irregular plural is its singular, in a closed class too
        (
            ["Walkers reported geese nesting on the island."],
            "A goose was nesting on the island.",
            "yes",
        ),
        (
            ["Staff found mouse droppings in the storeroom."],
            "Staff found signs of mice in the storeroom.",
            "yes",
        ),
        (
            ["Staff found mouse droppings in the storeroom."],
            "Staff found signs of rats in the storeroom.",
            "no",
        ),
        # a move between sides is a transfer, and its direction counts
        (
            ["Defender Kofi Mensah has joined Hearts from Aberdeen."],
            "Mensah moved from Aberdeen to Hearts.",
            "yes",
        ),
        (
            ["Defender Kofi Mensah has joined Hearts from Aberdeen."],
            "Mensah moved from Hearts to Aberdeen.",
            "no",
        ),
        (
            ["The engineer switched from Siemens to Bosch in 2021."],
            "The engineer joined Bosch from Siemens.",
            "yes",
        ),
        # a date moved stays a date moved
        (
            ["The final has been rescheduled from Saturday to Sunday."],
            "The final was moved from Saturday to Sunday.",
            "yes",
        ),
        # a record the context never names
        (
            ["The club signed the winger for £30 million."],
            "The winger is the club's record signing.",
            "unsure",
        ),
        (
            ["The club signed the winger for a record £30 million."],
            "The winger was signed for a record £30 million.",
            "yes",
        ),
        (["A record crowd of 61,000 watched the final."], "The final drew a record crowd.", "yes"),
        # "in the forests of Ecuador" says where
        (
            ["Botanists found the orchid in the mountains of Bolivia."],
            "The orchid was discovered in Chile.",
            "no",
        ),
        (
            ["Botanists found the orchid in the mountains of Bolivia."],
            "The orchid was discovered in Bolivia.",
            "yes",
        ),
        (
            ["Botanists found the orchid in the mountains of Bolivia."],
            "The orchid grows wild in Chile.",
            "unsure",
        ),
    ],
)
def test_irregular_plurals_transfers_records_and_places_of(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["Birdwatchers identified the owl by its white face."],
            "The owl was recognised by its white face.",
            "yes",
        ),
        (
            ["The landlord said the rent rise would force the bakery to close."],
            "The rent rise would put the bakery out of business.",
            "yes",
        ),
        (["The bookshop went out of business in 2015."], "The bookshop closed in 2015.", "yes"),
        (["The bookshop went out of business in 2015."], "The bookshop closed in 2018.", "no"),
        (
            ["Fans were urged to travel only if necessary."],
            "Fans were advised to avoid unnecessary journeys.",
            "yes",
        ),
        (
            ["Fans were urged to avoid non-essential travel."],
            "Fans were advised to travel only if necessary.",
            "yes",
        ),
        # the planned length from "N longer than planned"
        (
            ["The repairs took 9 weeks, three weeks longer than planned."],
            "The repairs were expected to take six weeks.",
            "yes",
        ),
        (
            ["The repairs took 9 weeks, three weeks longer than planned."],
            "The repairs were expected to take eight weeks.",
            "no",
        ),
        (
            [
                "The repairs took 9 weeks, three weeks longer than planned, and ended ahead of the festival."
            ],
            "The repairs finished ahead of schedule.",
            "no",
        ),
        # the time given to do it is not its being done
        (
            ["The tenant has 14 days to reply to the notice."],
            "The tenant has already replied to the notice.",
            "unsure",
        ),
        (
            ["The tenant replied to the notice within 14 days."],
            "The tenant has replied to the notice.",
            "yes",
        ),
        (
            ["The board has until Friday to decide on the bid."],
            "The board has decided on the bid.",
            "unsure",
        ),
        # what a quarrel is over
        (
            ["Bin collectors will walk out on Monday in a dispute over pensions."],
            "The dispute is about overtime.",
            "no",
        ),
        (
            ["Bin collectors will walk out on Monday in a dispute over pensions."],
            "The dispute is over pensions.",
            "yes",
        ),
        (
            ["Cleaners began a row over pay and holidays at the hospital."],
            "The row is about holidays.",
            "yes",
        ),
    ],
)
def test_paraphrased_acts_planned_lengths_deadlines_and_quarrels(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a change to come read from its two ends
        (
            ["Parking will cost £4 an hour from June, up from £2."],
            "Parking charges will double.",
            "yes",
        ),
        (
            ["Parking will cost £4 an hour from June, up from £2."],
            "Parking charges will triple.",
            "unsure",
        ),
        (["Fares will be £3 from May, up from £2.50."], "Fares will rise to £3 in May.", "yes"),
        (
            ["Visitors will have to pay £8 for every ticket from July, up from £6."],
            "The ticket price will rise to £8 in July.",
            "yes",
        ),
        (["Fares will be £3 from May, up from £2.50."], "Fares will rise to £3.50 in May.", "no"),
        # night and day
        (
            ["The burglary happened overnight, police said."],
            "The burglary happened during the day.",
            "no",
        ),
        (
            ["The burglary happened overnight, police said."],
            "The burglary happened in the night.",
            "yes",
        ),
    ],
)
def test_changes_to_come_and_times_of_day(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a verb of its own after "and" is its own clause
        (
            ["The update drops support for old tablets and adds a reading mode."],
            "The update adds a reading mode.",
            "yes",
        ),
        (
            ["The update drops support for old tablets and adds a reading mode."],
            "The update still supports old tablets.",
            "no",
        ),
        # a release's change given to another release
        (
            [
                "Version 7.1 of the editor adds a spell checker.",
                "Version 7.0 remains supported until June.",
            ],
            "Version 7.0 introduced the spell checker.",
            "no",
        ),
        (
            [
                "Version 7.1 of the editor adds a spell checker.",
                "Version 7.0 remains supported until June.",
            ],
            "Version 7.0 remains supported until June.",
            "yes",
        ),
        # what was so before and has changed
        (
            ["Parking, previously free for residents, is now charged at £2 an hour."],
            "Parking is now free for residents.",
            "no",
        ),
        (
            ["Parking, previously free for residents, is now charged at £2 an hour."],
            "Parking used to be free for residents.",
            "yes",
        ),
        (
            ["The museum, formerly a paid attraction, is now free to enter."],
            "The museum now charges for entry.",
            "no",
        ),
        # a bound is what may be
        (
            ["Gusts of up to 70 mph are expected on high ground."],
            "Gusts could reach 70 mph on high ground.",
            "yes",
        ),
        (
            ["Gusts of up to 70 mph are expected on high ground."],
            "Gusts could reach 90 mph on high ground.",
            "no",
        ),
        (
            ["Temperatures will reach a high of 31C on Sunday."],
            "The highest temperature on Sunday will be 31C.",
            "yes",
        ),
        (
            ["Temperatures will reach 31C on Sunday."],
            "The highest temperature of the year will be 31C.",
            "unsure",
        ),
        # points from the result
        (["Leinster beat Munster 31-17 at the Aviva."], "Leinster scored 31 points.", "yes"),
        (["Leinster beat Munster 31-17 at the Aviva."], "Munster scored 31 points.", "no"),
        (["Leinster beat Munster 31-17 at the Aviva."], "Munster scored 17 points.", "yes"),
        (["Leinster beat Munster 31-17 at the Aviva."], "Ulster scored 17 points.", "unsure"),
        # costs that do something are the subject, not a rise told
        (
            [
                "The company's profits fell by 18%, even though sales rose.",
                "It blamed higher energy costs.",
            ],
            "The company said higher energy costs hurt profits.",
            "yes",
        ),
        (
            ["Snow will spread from the north by mid-morning."],
            "Snow will arrive in the morning.",
            "yes",
        ),
    ],
)
def test_clauses_releases_changes_bounds_and_results(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a subject of its own after "and" is its own clause
        (
            [
                "The airline will drop 15 routes.",
                "It said demand had fallen and fuel costs had risen.",
            ],
            "The airline said demand had risen.",
            "no",
        ),
        (
            ["The council said costs had fallen and visitor numbers had risen."],
            "The council said costs had risen.",
            "no",
        ),
        (["Its trains to Leeds and York will continue."], "Trains to York will also stop.", "no"),
        # "She" after a person named with an age between commas is that person
        (
            [
                "Ana Diaz, 47, has been named chief executive.",
                "She previously ran the firm's Spanish arm.",
                "She replaces Tom Fry, who is retiring.",
            ],
            "Fry ran the firm's Spanish arm.",
            "no",
        ),
        (
            [
                "Ana Diaz, 47, has been named chief executive.",
                "She previously ran the firm's Spanish arm.",
                "She replaces Tom Fry, who is retiring.",
            ],
            "Diaz ran the firm's Spanish arm.",
            "yes",
        ),
        # the two figures compared, though "She" names one of them again
        (
            [
                "Ana Diaz, 47, has been named chief executive.",
                "She replaces Tom Fry, 63, who is retiring.",
            ],
            "Diaz is younger than Fry.",
            "yes",
        ),
        (
            [
                "Ana Diaz, 47, has been named chief executive.",
                "She replaces Tom Fry, 63, who is retiring.",
            ],
            "Diaz is older than Fry.",
            "no",
        ),
        # closing after a span says it was open for it
        (
            ["The cinema will close next month after 85 years."],
            "The cinema has been open for 85 years.",
            "yes",
        ),
        (
            ["The cinema will close next month after 85 years."],
            "The cinema has been open for 50 years.",
            "no",
        ),
        (["The cinema will close next month after 85 years."], "The cinema will stay open.", "no"),
    ],
)
def test_own_subjects_pronouns_after_ages_and_spans_before_closing(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a time until is no length of another thing
        (
            ["Walkers should use the inland path, which adds about 40 minutes."],
            "The coastal path will reopen in a month.",
            "unsure",
        ),
        (
            ["The storm cut power to 9,000 homes for two days."],
            "Power was restored within an hour.",
            "no",
        ),
        # the place of the act said of the claim's subject in its own part
        (
            ["The singer, Ana Ruiz, grew up in Seville and now lives in Madrid."],
            "Ana Ruiz grew up in Madrid.",
            "no",
        ),
        (
            ["The singer, Ana Ruiz, grew up in Seville and now lives in Madrid."],
            "Ana Ruiz grew up in Seville.",
            "yes",
        ),
        (
            ["The singer, Ana Ruiz, grew up in Seville and now lives in Madrid."],
            "Ana Ruiz lives in Madrid.",
            "yes",
        ),
        # ranked growth written as one word
        (
            ["Its online arm grew fastest, by 20%."],
            "The online arm was the slowest-growing part.",
            "no",
        ),
        # "adds 25 minutes" takes that much longer
        (
            ["Drivers should use the diversion, which adds about 25 minutes."],
            "The diversion takes longer.",
            "yes",
        ),
    ],
)
def test_times_until_places_of_acts_ranked_growth_and_added_time(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The office will switch to a four-day week in May."],
            "The office is moving to a four-day week.",
            "yes",
        ),
        (["No homes have been destroyed by the fire."], "Several homes have burned down.", "no"),
        (
            ["The manuscript will be auctioned in Vienna next month."],
            "The manuscript will be sold in Berlin.",
            "no",
        ),
        (
            ["The manuscript will be auctioned in Vienna next month."],
            "The manuscript will be sold in Vienna.",
            "yes",
        ),
        (
            ["The app helps growers predict crop yields."],
            "The app helps growers forecast harvests.",
            "yes",
        ),
        # a place in a phrase of its own: the act before it is the one the context says
        (
            ["The coin was found in a field in Kent."],
            "The coin was found in a garden in Essex.",
            "no",
        ),
        (
            ["The coin was found in a field in Kent."],
            "The coin was buried in a garden in Essex.",
            "unsure",
        ),
        # "nobody" with a past verb denies it
        (
            ["Two walkers needed hospital treatment after the fall."],
            "Nobody needed hospital treatment.",
            "no",
        ),
        (
            ["The striker scored 30 goals, more than anyone else."],
            "Nobody scored more goals.",
            "yes",
        ),
    ],
)
def test_switches_synonyms_nested_places_and_nobody(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a want listed after the claim's cause is of another thing
        (
            ["The bakery blamed high flour prices and a shortage of staff."],
            "The bakery pointed to high flour prices.",
            "yes",
        ),
        (
            ["Health officials said the ward had too few nurses to stay open."],
            "Officials said the ward had plenty of nurses.",
            "no",
        ),
        (
            ["The brewer blamed rising costs and a lack of customers."],
            "The brewer said it had plenty of customers.",
            "no",
        ),
    ],
)
def test_wants_listed_after_a_cause_and_causes_pointed_to(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The club has since spent £3 million on upgrades."],
            "The club says it has invested £3 million in improvements.",
            "yes",
        ),
        (
            ["The club has since spent £3 million on upgrades."],
            "The club says it has invested £30 million in improvements.",
            "no",
        ),
        (
            ["The deal makes her the league's highest-paid player."],
            "She is the league's best-paid player.",
            "yes",
        ),
        # a stage of life from an age
        (
            ["She joined the orchestra at the age of eight."],
            "She joined the orchestra as a child.",
            "yes",
        ),
        (
            ["She joined the orchestra at the age of eight."],
            "She joined the orchestra as a teenager.",
            "unsure",
        ),
        (["He started rowing at the age of 16."], "He started rowing as a teenager.", "yes"),
        # a first in a while says there was one before
        (
            ["The actor returns in his first stage role for 12 years."],
            "The actor has never acted on stage before.",
            "no",
        ),
    ],
)
def test_spending_pay_ranks_life_stages_and_firsts_in_a_while(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "already" of those who did a thing is not the act's
        (
            ["Fans who bought tickets before May will not pay the booking fee."],
            "Fans who already bought tickets will pay the booking fee.",
            "no",
        ),
        (["The new stand will open next season."], "The new stand has already opened.", "no"),
        # the unit of the figure it fell from
        (
            ["Calls are now answered within a minute, down from eight."],
            "Calls used to take eight minutes to answer.",
            "yes",
        ),
        (
            ["Calls are now answered within a minute, down from eight."],
            "Calls used to take eight hours to answer.",
            "no",
        ),
        # a way across, turned round
        (
            ["The storm moved from west to east overnight."],
            "The storm moved from east to west.",
            "no",
        ),
        (
            ["The storm moved from west to east overnight."],
            "The storm moved from west to east.",
            "yes",
        ),
    ],
)
def test_already_of_whom_units_fallen_from_and_ways_across(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a year later than first planned: the plan's year is the claim's only where it speaks of a plan
        (
            ["The new bridge will open in 2030, two years later than first planned."],
            "The bridge was first planned to open in 2028.",
            "yes",
        ),
        (
            ["The new bridge will open in 2030, two years later than first planned."],
            "The bridge will open in 2028.",
            "no",
        ),
        # open on a day within the days it opens
        (
            ["The market is open from Thursday to Sunday."],
            "The market is open on Saturdays.",
            "yes",
        ),
        (
            ["The market opens on Thursday and runs until Sunday."],
            "The market opens on Saturday.",
            "no",
        ),
        # welcome is allowed; unhurt is not injured
        (
            ["Dogs are welcome in the beer garden."],
            "Dogs are not allowed in the beer garden.",
            "no",
        ),
        (["The driver was unhurt after the crash."], "The driver was injured in the crash.", "no"),
        # an age against a decade of life
        (
            ["The new head teacher, Sara Lind, is 38 and starts in September."],
            "Lind is in her forties.",
            "no",
        ),
        (
            ["The new head teacher, Sara Lind, is 38 and starts in September."],
            "Lind is in her thirties.",
            "yes",
        ),
        # another at the top of the same ranking
        (
            ["The most visited museum was the Louvre."],
            "The British Museum was the most visited museum.",
            "no",
        ),
        (
            ["The most visited museum was the Louvre."],
            "The Louvre was the most visited museum.",
            "yes",
        ),
    ],
)
def test_plans_open_days_welcome_decades_and_tops_of_rankings(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the plan from a share short of it
        (
            ["The festival drew 12,000 visitors, which is 20% fewer than expected."],
            "Organisers expected about 15,000 visitors.",
            "yes",
        ),
        (
            ["The festival drew 12,000 visitors, which is 20% fewer than expected."],
            "Organisers expected about 20,000 visitors.",
            "no",
        ),
        (
            ["The festival drew 12,000 visitors, which is 20% fewer than expected."],
            "The festival drew 15,000 visitors.",
            "no",
        ),
        # "X-like" is like X
        (
            ["The probe tested its drill in soil that mimics the surface of the Moon."],
            "The probe tested its drill in Moon-like soil.",
            "yes",
        ),
    ],
)
def test_plans_short_by_a_share_and_likenesses(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # two kinds joined by "and" before one noun both have what it says
        (
            ["The city will ban new petrol and diesel vans from 2030."],
            "New diesel vans will be banned from 2030.",
            "yes",
        ),
        # the year first announced, from "later than previously announced"
        (
            ["The tax will start from 2028, two years later than previously announced."],
            "The tax was previously set to start in 2026.",
            "yes",
        ),
        (
            ["The tax will start from 2028, two years later than previously announced."],
            "The tax will start in 2026.",
            "no",
        ),
    ],
)
def test_joined_kinds_and_years_previously_announced(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what a thing cost to make is no price that "free" rules out
        (
            ["The new bridge opened in May.", "Crossing the bridge is free for cyclists."],
            "The bridge cost £45 million.",
            "unsure",
        ),
        (
            ["The app is free to download."],
            "The app costs £4.",
            "no",
        ),
        # a denial of charges to come rules out a prosecution to come
        (
            ["The club admitted the error.", "Nobody will face charges over the crush."],
            "A steward will be prosecuted over the crush.",
            "no",
        ),
        # "more slowly" is the opposite of "faster"
        (
            ["Since the upgrade, pages load twice as fast."],
            "Pages load more slowly since the upgrade.",
            "no",
        ),
        # the pace of a rise is no rise against "fell": what fell is the growth
        (
            ["House price growth fell to 2% in June, from 4% in May."],
            "House prices rose more slowly in June than in May.",
            "yes",
        ),
        # a clause of "most of them" speaks of the things before it
        (
            ["The library holds 9,000 maps, most of them donated by local families."],
            "Most of the maps were bought by the library.",
            "no",
        ),
        # a kind the context never names is not the kind it gives
        (
            ["Ticket sales rose by 10%.", "Merchandise sales fell for the third year."],
            "Food sales grew this year.",
            "unsure",
        ),
        (
            ["Ticket sales rose by 10%.", "Merchandise sales fell for the third year."],
            "Merchandise sales grew this year.",
            "no",
        ),
        # a kind named only by the claim, capitalised as it opens it, is no rival doer
        (
            ["Bus use rose by 10%.", "Car use fell for the third year."],
            "Bike use grew this year.",
            "unsure",
        ),
        (
            ["Bus fares rose by 10% in May, while train fares stayed the same."],
            "Train fares rose by 10% in May.",
            "no",
        ),
    ],
)
def test_building_costs_future_charges_pace_and_other_kinds(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a negation ends with its clause: what the clause after the semicolon says stands
        (
            ["The vase is not a copy; its glaze dates from the Ming period."],
            "The vase's glaze dates from the Ming period.",
            "yes",
        ),
        (
            ["The vase is not a copy; its glaze dates from the Ming period."],
            "The vase is a copy.",
            "no",
        ),
        # "it" as an object stands for the thing the sentence before names
        (
            [
                "Divers have found a Roman anchor off the coast.",
                "The museum will display it next spring.",
            ],
            "The anchor is already on display.",
            "no",
        ),
        # what a prize was for
        (
            ["The novel has won the prize for the year's best debut."],
            "The novel won a prize for its cover design.",
            "no",
        ),
        (
            ["The novel has won the prize for the year's best debut."],
            "The novel won a prize for best debut.",
            "yes",
        ),
        # a cause still investigated is not known, with or without "of"
        (
            ["The cause of the outage is still being investigated."],
            "The cause has been identified.",
            "no",
        ),
        # "phasing out" is stopping to sell, and what is stopped is not still sold
        (
            ["The chain will stop selling energy drinks to under-16s from March."],
            "The chain is phasing out energy drink sales to under-16s.",
            "yes",
        ),
        (
            ["The chain will phase out plastic straws by May."],
            "Plastic straws will still be sold after May.",
            "no",
        ),
        # "for the fifth period in a row" is five periods in a row
        (
            ["Exports fell for the fifth period in a row."],
            "Exports have fallen five times in a row.",
            "yes",
        ),
    ],
)
def test_negation_clauses_object_pronouns_prizes_causes_and_runs(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "the previous year" after the sentence's "last year" is the year before it
        (
            ["Exports rose to £80 billion last year, from £72 billion the previous year."],
            "Exports were £72 billion last year.",
            "no",
        ),
        (
            ["Exports rose to £80 billion last year, from £72 billion the previous year."],
            "Exports were £72 billion the year before last.",
            "yes",
        ),
        (
            ["Exports rose to £80 billion last year, from £72 billion the previous year."],
            "Exports were £80 billion last year.",
            "yes",
        ),
        # who stands in "until a successor is appointed": none is appointed yet
        (
            ["The deputy head will run the school until a new head is appointed."],
            "A new head has been appointed.",
            "no",
        ),
        (
            ["The deputy head will run the school until a new head is appointed."],
            "The deputy head is running the school for now.",
            "yes",
        ),
        # "came from behind to win" rules out leading throughout
        (
            ["City came from behind to beat United 2-1 on Saturday."],
            "City led from start to finish.",
            "no",
        ),
        (
            ["City led from start to finish to beat United 2-1 on Saturday."],
            "City led from start to finish.",
            "yes",
        ),
        # a fee the context charges for the act is no free act
        (
            [
                "Your car loan runs for five years.",
                "Repaying more than a quarter of the loan in a single year incurs an exit charge "
                "of 3%.",
            ],
            "There is no penalty for repaying the entire loan early.",
            "no",
        ),
        (
            ["Cancelling more than 48 hours before the stay is free."],
            "There is no charge for cancelling more than 48 hours before the stay.",
            "yes",
        ),
    ],
)
def test_the_previous_year_successors_comebacks_and_fees(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a death rules out a person's recovery, not a trade's
        (
            ["The storm hit the coast in March.", "Two fishermen died when their boat sank."],
            "The fishing trade has recovered since the storm.",
            "unsure",
        ),
        (
            ["Two fishermen were hurt when their boat sank, and one of them died."],
            "Both fishermen recovered.",
            "no",
        ),
        # winning back is undoing the loss
        (
            ["The club lost its licence last year after a safety inspection."],
            "The club hopes to win its licence back.",
            "unsure",
        ),
        # "before" closing a past act is "previously": the place of the act is compared
        (
            ["The new manager, Lina Berg, previously coached a youth side in Malmo."],
            "Lina Berg coached in Oslo before.",
            "no",
        ),
        (
            ["The new manager, Lina Berg, previously coached a youth side in Malmo."],
            "Lina Berg coached in Malmo before.",
            "yes",
        ),
        # switched on is not switched off
        (
            ["The researchers slowed ageing in mice by switching off one protein."],
            "The researchers switched on a protein in mice.",
            "no",
        ),
        (
            ["The lights are switched off at midnight and switched on again at 6 am."],
            "The lights are switched on at 6 am.",
            "yes",
        ),
        # a greenhouse is indoors
        (
            ["The strawberries were grown in greenhouses in Kent."],
            "The strawberries were grown outdoors.",
            "no",
        ),
        # "happened" only says the event took place: its year is the event's
        (
            ["The earthquake struck the region in 2011, destroying 500 homes."],
            "The earthquake happened in 2015.",
            "no",
        ),
    ],
)
def test_recoveries_winning_back_before_switches_greenhouses_and_event_years(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a rank word may stand for its noun: what it says is that rank's
        (
            [
                "The band's first album, released in 2010, flopped.",
                "Their second, Night Trains, went to number one after a TV advert used it.",
            ],
            "Their first album went to number one.",
            "no",
        ),
        (
            [
                "The band's first album, released in 2010, flopped.",
                "Their second, Night Trains, went to number one after a TV advert used it.",
            ],
            "Their second album went to number one.",
            "yes",
        ),
        # a release older than the least required
        (
            ["The game requires Windows 11 or later."],
            "The game runs on Windows 10.",
            "no",
        ),
        # "less accurate" is worse
        (
            ["The new scanner is less accurate at reading handwriting."],
            "The new scanner is better at reading handwriting.",
            "no",
        ),
        # the share of what "most" speaks of, where the sentence gives two
        (
            ["Women were 70% of applicants but only 40% of those hired."],
            "Most of those hired were women.",
            "no",
        ),
        (
            ["Women were 70% of applicants but only 40% of those hired."],
            "Most applicants were women.",
            "yes",
        ),
        # seconds and minutes are one length in two units
        (
            ["The favourite won the sprint by 3 seconds."],
            "The favourite won the sprint by two minutes.",
            "no",
        ),
    ],
)
def test_elided_ranks_minimum_releases_shares_and_seconds(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "by beating X" is how the title was kept, not who kept it
        (
            [
                "The holder, Mia Lund, kept her crown by beating the challenger, Eva Roth, in a playoff."
            ],
            "Lund kept her crown.",
            "yes",
        ),
        (
            [
                "The holder, Mia Lund, kept her crown by beating the challenger, Eva Roth, in a playoff."
            ],
            "Roth is the new champion.",
            "no",
        ),
        (
            [
                "The holder, Mia Lund, kept her crown by beating the challenger, Eva Roth, in a playoff."
            ],
            "Roth beat Lund.",
            "no",
        ),
        (
            [
                "The title holder, 24-year-old Ana Silva, retained her belt by beating the "
                "challenger, Kim Park, on points."
            ],
            "Silva retained her belt.",
            "yes",
        ),
        # a month is when, not who
        (
            [
                "The museum's Egyptian mummies, on loan from Cairo since 2015, will return there "
                "in October."
            ],
            "The mummies are going back to Cairo.",
            "yes",
        ),
        # the aim of a name's "own": "left to open his own café"
        (
            [
                "Chef Omar Nasser left the Blue Door to open his own restaurant, Saffron.",
                "He was replaced by his sous-chef, Lena Park.",
                "Saffron has 30 tables and opens in July.",
            ],
            "Lena Park opened Saffron.",
            "no",
        ),
        # what was only hoped for, and failed, was not done
        (
            ["The club had hoped to sign the striker, but the talks collapsed."],
            "The club has signed the striker.",
            "no",
        ),
        # "a rise in flu cases": the cases rose
        (
            ["The closures were blamed on a rise in measles cases."],
            "Measles cases fell.",
            "no",
        ),
        # a description the next part names
        (
            ["The team's captain, Leo Vance, lifted the trophy."],
            "Vance is the captain.",
            "yes",
        ),
    ],
)
def test_means_months_own_aims_failed_aims_and_rises_in(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what is still talked about has not been done
        (
            [
                "The library has returned two manuscripts to Ireland.",
                "Negotiations over returning the remaining letters are ongoing.",
            ],
            "The remaining letters have been returned.",
            "no",
        ),
        (
            [
                "The library has returned two manuscripts to Ireland.",
                "Negotiations over returning the remaining letters are ongoing.",
            ],
            "Two manuscripts have been returned to Ireland.",
            "yes",
        ),
        # what is only expected, or hangs on a condition, is not certain
        (
            ["The ferry is expected to resume sailing on Monday if the winds drop."],
            "The ferry will certainly resume sailing on Monday.",
            "no",
        ),
        (
            ["The ferry will resume sailing on Monday."],
            "The ferry will definitely resume sailing on Monday.",
            "yes",
        ),
    ],
)
def test_still_negotiated_and_only_expected(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "interest-free" says what "no interest" says
        (
            ["The loan carries a 6% rate, but the first six months are interest-free."],
            "You pay no interest for the first six months.",
            "yes",
        ),
        # a yearly price where the context says there is no yearly fee
        (
            ["The account has no monthly fee.", "Overseas payments cost 2%."],
            "The account costs £5 a month.",
            "no",
        ),
        # the cause the context rules out
        (
            ["The bridge closed because of cracks in a support, not because of flooding."],
            "The bridge closed because of flooding.",
            "no",
        ),
        (
            ["The bridge closed because of cracks in a support, not because of flooding."],
            "The bridge closed because of cracks in a support.",
            "yes",
        ),
    ],
)
def test_free_of_it_no_fee_and_causes_ruled_out(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the claim's own price in the sentence: "free" is said of another thing in it
        (
            ["The gym will charge £5 for towels from May, while lockers will stay free."],
            "Towels will cost £5 from May.",
            "yes",
        ),
        (
            ["The gym will charge £5 for towels from May, while members will still get them free."],
            "Members will pay £5 for towels.",
            "no",
        ),
        # now is another time than a named time to come
        (
            [
                "The council will charge £40 a year for garden waste collections from next April, "
                "replacing the current free service."
            ],
            "Garden waste collections are free at the moment.",
            "yes",
        ),
        # a thing the context names bare is the kind it names it as elsewhere
        (
            [
                "The Amazon rainforest lost 9,000 square km last year.",
                "The forest is now shrinking more slowly.",
            ],
            "The Congo forest is shrinking more slowly.",
            "unsure",
        ),
        # the comparison of one group is not the other's
        (
            ["Half the pupils had the new lessons.", "The lesson group scored 12% higher marks."],
            "The control group scored higher marks.",
            "no",
        ),
    ],
)
def test_own_prices_now_against_later_kinds_named_elsewhere_and_compared_groups(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the two sides of a threshold of time
        (
            [
                "The lease runs for two years.",
                "If you leave before the end of the lease, you must pay the rest of the rent.",
                "After two years, you can leave with a month's notice at no cost.",
            ],
            "Leaving in the first year is free.",
            "no",
        ),
        (
            [
                "The lease runs for two years.",
                "If you leave before the end of the lease, you must pay the rest of the rent.",
                "After two years, you can leave with a month's notice at no cost.",
            ],
            "You can leave after two years without paying a penalty.",
            "yes",
        ),
        # "got stronger" against "weakened"
        (
            ["The storm weakened as it crossed the mountains."],
            "The storm got stronger as it crossed the mountains.",
            "no",
        ),
        # "only ever" against "mostly"
        (
            ["The band mostly played folk songs in its early years."],
            "The band only ever played folk songs.",
            "no",
        ),
    ],
)
def test_sides_of_a_threshold_stronger_and_only_against_mostly(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what the claim says of a thing the context says it is not said of
        (
            ["The warranty covers the battery, not the screen."],
            "The warranty covers the screen.",
            "no",
        ),
        (
            ["The warranty covers the battery, not the screen."],
            "The warranty covers the battery.",
            "yes",
        ),
        # a claim no wider than the subject of a negated sentence is not denied by it
        (
            ["Tenants on long leases will not be affected by the rent rise."],
            "Most tenants are on long leases.",
            "unsure",
        ),
        # "won re-election" is winning the election again: another's win is ruled out
        (
            ["The governor, Amy Cole, won re-election with 55% of the vote."],
            "Ben Ross won the election.",
            "no",
        ),
    ],
)
def test_denied_things_subjects_of_negations_and_re_election(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what the context gives only as hoped or planned is not done
        (
            ["The museum plans to reopen the east wing in spring."],
            "The east wing has already reopened.",
            "no",
        ),
        (
            ["The club hopes to sign a new goalkeeper before the deadline."],
            "A new goalkeeper has been signed.",
            "no",
        ),
        (
            ["The museum plans to reopen the east wing in spring."],
            "The museum plans to reopen the east wing.",
            "yes",
        ),
    ],
)
def test_only_hoped_for_is_not_done(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what the claim sets aside is not what it says is given
        (
            ["Late bookings are refunded as vouchers only."],
            "Late bookings are refunded as vouchers rather than cash.",
            "yes",
        ),
        (
            ["Late bookings are refunded as vouchers only."],
            "Late bookings are refunded as vouchers and cash.",
            "no",
        ),
        # a word the claim writes in lower case is no rival name
        (
            ["Twin sisters Ana and Rosa Mendes founded the bakery in 2012."],
            "The Mendes sisters are twins.",
            "yes",
        ),
        # what may not be done to the claim's subject
        (
            [
                "Shoppers who return goods within 14 days get their money back.",
                "After 14 days, returns are accepted for store credit only.",
                "Clearance goods cannot be returned.",
            ],
            "Clearance goods can be returned for store credit.",
            "no",
        ),
        (
            [
                "Shoppers who return goods within 14 days get their money back.",
                "After 14 days, returns are accepted for store credit only.",
                "Clearance goods cannot be returned.",
            ],
            "Other goods can be returned for store credit.",
            "yes",
        ),
    ],
)
def test_set_aside_lower_case_words_and_what_may_not_be_done(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "unchanged" against a change, where the claim's agreeing subject is another kind
        (
            [
                "The credit union has raised its loan rate to 7%.",
                "Deposit rates were left unchanged.",
            ],
            "The credit union raised deposit rates.",
            "no",
        ),
        (
            [
                "The credit union has raised its loan rate to 7%.",
                "Deposit rates were left unchanged.",
            ],
            "The credit union raised its loan rate.",
            "yes",
        ),
        # the sentence's own kind word is the claim's: "weekend hours" of "weekend visiting hours"
        (
            ["The ward will allow visits until 9pm from Monday.", "Weekend hours are unchanged."],
            "Weekend visiting hours will be reduced.",
            "no",
        ),
        # a figure the claim rounds, across sentences ("a" opening the next is no rate)
        (
            [
                "The pool will close for refurbishment for six weeks.",
                "A temporary pool will open at the school.",
            ],
            "The pool will shut for about a month and a half.",
            "yes",
        ),
        # for good, against a set time
        (
            ["The pop-up library will run in the market hall for three months."],
            "The library will stay in the market hall permanently.",
            "no",
        ),
        (
            ["The charity has run the shelter for twelve years."],
            "The shelter is permanent.",
            "unsure",
        ),
        # praise in the judges' words
        (
            ["Critics called the album a powerful return to form."],
            "Critics praised the album.",
            "yes",
        ),
    ],
)
def test_unchanged_kinds_rounded_spans_set_times_and_praise(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # all of a kind, where the context speaks only of those within a bound
        (
            ["The council will fine drivers £50 on roads under 20 metres wide near schools."],
            "The fine applies to all roads.",
            "no",
        ),
        (
            ["The council will fine drivers £50 on roads under 20 metres wide near schools."],
            "The fine applies to all roads under 20 metres wide near schools.",
            "yes",
        ),
    ],
)
def test_all_of_a_kind_the_context_bounds(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # kept somewhere else
        (
            ["Client money is kept in a ring-fenced trust fund."],
            "Client money is kept in the firm's general bank account.",
            "no",
        ),
        (
            ["Client money is kept in a ring-fenced trust fund."],
            "Client money is kept in a trust fund.",
            "yes",
        ),
        # what is due to start is not under construction already
        (
            ["The ferry terminal will be rebuilt.", "Construction is due to start in 2028."],
            "The terminal is already under construction.",
            "no",
        ),
    ],
)
def test_kept_elsewhere_and_not_yet_under_construction(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # antonyms of a site and of a mood
        (
            ["The depot will be built on a brownfield site by the canal."],
            "The depot will be built on a greenfield site.",
            "no",
        ),
        (
            ["The coach said she was devastated by the result."],
            "The coach said she was happy with the result.",
            "no",
        ),
        # what could be available in time is not available already
        (
            ["The drug could be available to patients within three years."],
            "The drug is already available to patients.",
            "no",
        ),
        # a share of the same word in another form
        (
            ["The new filter traps dust with 95% efficiency, tests showed."],
            "The new filter is 80% efficient.",
            "no",
        ),
        (
            ["The new filter traps dust with 95% efficiency, tests showed."],
            "The new filter is 95% efficient.",
            "yes",
        ),
        # scrapped is abolished; a charge said to come, against its scrapping
        (
            ["The toll on the old bridge has been scrapped."],
            "The toll on the old bridge has been abolished.",
            "yes",
        ),
        (
            ["The toll on the old bridge has been scrapped."],
            "Drivers will be charged a toll on the old bridge.",
            "no",
        ),
        (
            ["The toll on the old bridge has been scrapped.", "The new tunnel charges £3."],
            "Drivers will be charged to use the new tunnel.",
            "yes",
        ),
    ],
)
def test_sites_moods_availability_forms_of_a_word_and_scrapped_charges(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # before the event the context makes it wait for
        (
            ["Buyers will get the keys once the final payment has cleared."],
            "Buyers get the keys before the final payment has cleared.",
            "no",
        ),
        (
            ["Buyers will get the keys once the final payment has cleared."],
            "Buyers get the keys after the final payment has cleared.",
            "yes",
        ),
        # left undone, where the context requires it
        (
            ["Every visitor must sign the register at the front desk."],
            "Visitors can skip signing the register.",
            "no",
        ),
        # "interest-only" limits nothing
        (
            ["The interest-only loan runs for 10 years."],
            "The loan runs for 10 years.",
            "yes",
        ),
        # told to leave their homes: evacuated
        (
            ["Some 300 families were ordered to leave their homes as the river rose."],
            "About 300 families were evacuated.",
            "yes",
        ),
    ],
)
def test_waiting_events_requirements_compounds_and_evacuations(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a colour the context never gives
        (
            ["The club will launch a new away kit next season."],
            "The new away kit will be red.",
            "unsure",
        ),
        (["The club's new away kit is red and white."], "The new away kit is red.", "yes"),
        # the one the court ordered to pay, with the payee last
        (
            ["The tribunal ordered the employer to pay £8,000 in lost wages to the driver."],
            "The driver was ordered to pay the employer £8,000.",
            "no",
        ),
        # free, where the context prices the thing
        (
            ["Entry is £8 for adults and free for under-fives.", "Parking costs £4 a day."],
            "Parking is free.",
            "no",
        ),
        (
            ["Entry is £8 for adults and free for under-fives.", "Parking costs £4 a day."],
            "Entry is free for under-fives.",
            "yes",
        ),
        # one way in summer and another in winter is not all year
        (
            ["The museum opens daily in summer and at weekends in winter."],
            "The museum opens daily all year round.",
            "no",
        ),
    ],
)
def test_colours_payers_prices_and_seasons(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # on the shortlist, with the winner still to come
        (
            [
                "The architect's library design has been shortlisted for the Stirling Prize.",
                "The winner will be named in October.",
            ],
            "The library design has won the Stirling Prize.",
            "no",
        ),
        # there is no need to do what the claim requires
        (
            ["Refunds are sent automatically, so there is no need to claim."],
            "Customers have to claim their refunds.",
            "no",
        ),
        (
            [
                "Every driver will get a £40 rebate.",
                "It is paid automatically, with no need to apply.",
            ],
            "Drivers must apply for the rebate.",
            "no",
        ),
        (
            [
                "Every driver will get a £40 rebate.",
                "It is paid automatically, with no need to apply.",
            ],
            "Drivers do not need to apply for the rebate.",
            "yes",
        ),
        # others the context never speaks of
        (
            ["The bakery will raise its prices next month."],
            "Other bakeries will raise prices.",
            "unsure",
        ),
        # playing, where the context says the player misses it
        (
            ["The striker will miss the cup final with a hamstring injury."],
            "The striker will play in the cup final.",
            "no",
        ),
    ],
)
def test_shortlists_no_need_others_and_missed_finals(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "the past fortnight" is the last 14 days
        (
            ["Burglaries in the town have tripled in the past fortnight, police said."],
            "Burglaries tripled in two weeks.",
            "yes",
        ),
    ],
)
def test_a_fortnight_is_two_weeks(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # forecasts beaten or missed
        (
            ["The new ferry route carried 90,000 passengers in its first year, beating forecasts."],
            "The ferry route missed its passenger forecasts.",
            "no",
        ),
        # reached another way
        (
            ["Lifeguards reached the swimmers by boat within minutes."],
            "Lifeguards reached the swimmers on foot.",
            "no",
        ),
        # what will still go ahead was not cancelled
        (
            ["The choir will perform at the cathedral this Christmas despite the roof repairs."],
            "The choir has cancelled its Christmas performance at the cathedral.",
            "no",
        ),
        # the participle after an adverb is the act: "has been fully funded"
        (
            ["The new wing is being designed but has no funding yet."],
            "The new wing has been fully funded.",
            "no",
        ),
        # "its first week" is its first 7 days
        (
            ["The album sold 200,000 copies in its first week."],
            "The album sold 200,000 copies in a week.",
            "yes",
        ),
    ],
)
def test_forecasts_ways_performances_adverbs_and_first_weeks(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a named ban to be lifted: allowed
        (
            ["The town's hosepipe ban will be lifted next week after heavy rain."],
            "Hosepipes will be allowed again next week.",
            "yes",
        ),
        (
            ["The council has banned fireworks in its parks this year."],
            "The ban will be lifted in December.",
            "unsure",
        ),
    ],
)
def test_a_named_ban_to_be_lifted(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the price moved the other way
        (
            ["Season tickets cost £420, £30 more than last year."],
            "Season tickets are cheaper than last year.",
            "no",
        ),
        # held on suspicion and bailed, with no one charged
        (
            [
                "Police arrested a woman on suspicion of fraud.",
                "She has been released under investigation.",
            ],
            "A woman has been charged with fraud.",
            "no",
        ),
        (
            [
                "Two women were arrested.",
                "The elder has been charged with fraud; the other was released on bail.",
            ],
            "The elder woman has been charged with fraud.",
            "yes",
        ),
    ],
)
def test_prices_moved_and_charges_not_brought(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "a four-day school week" is a four-day week
        (
            ["Three secondary schools will try a four-day school week from January."],
            "Three schools will try a four-day week.",
            "yes",
        ),
        # "every Tuesday" is once a week
        (
            ["The library bus calls at the village every Thursday."],
            "The library bus calls at the village once a week.",
            "yes",
        ),
        (
            ["The library bus calls at the village every Thursday."],
            "The library bus calls at the village every day.",
            "no",
        ),
        # made of another stuff
        (
            ["The statue is made mainly of bronze."],
            "The statue is made mainly of marble.",
            "no",
        ),
    ],
)
def test_school_weeks_weekdays_and_what_things_are_made_of(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a new contract keeps the one who was linked with a move
        (
            [
                "Winger Tomas Berg has signed a new two-year deal.",
                "Berg had been linked with Italy.",
            ],
            "Berg has left the club for Italy.",
            "no",
        ),
        (
            ["Winger Tomas Berg has signed a new two-year deal.", "Lind left for Italy in May."],
            "Lind has left the club for Italy.",
            "yes",
        ),
    ],
)
def test_a_new_contract_keeps_the_one_linked_with_a_move(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # an exempt group named in other words is still exempt
        (
            [
                "The city will charge drivers £15 a day to enter the centre from May.",
                "Drivers of electric vans are exempt from the charge.",
            ],
            "Electric van drivers will have to pay £15 a day to enter the centre.",
            "no",
        ),
        # "up" and "down" on an earlier period, with no figure, are a change
        (
            ["Ticket sales at the theatre were up 12% on last season."],
            "Ticket sales at the theatre were down on last season.",
            "no",
        ),
        (
            ["Ticket sales at the theatre were up 12% on last season."],
            "Ticket sales at the theatre were up on last season.",
            "yes",
        ),
        # "than a year earlier" is the year before, not a span of 365 days
        (
            ["The port handled 3 million containers, up 5% on a year earlier."],
            "The port handled more containers than a year earlier.",
            "yes",
        ),
        # a river that bursts its banks overflows
        (
            ["After a week of storms the canal burst its banks near the lock."],
            "The canal overflowed near the lock.",
            "yes",
        ),
        # a first of its kind the context never gives
        (
            ["Lena Dahl has been named head coach of the national team."],
            "Dahl is the team's first female head coach.",
            "unsure",
        ),
        (
            ["Lena Dahl has become the first woman to coach the national team."],
            "Dahl is the team's first female coach.",
            "yes",
        ),
        # who pays for a thing, named by the context, is not another
        (
            ["The new footbridge over the railway was paid for by the rail operator."],
            "The county council is paying for the footbridge.",
            "no",
        ),
        (
            [
                "The museum will stay open late on Thursdays.",
                "Money for the late opening comes from a trust set up by a local family.",
            ],
            "The city is funding the Thursday late opening.",
            "no",
        ),
        (
            ["The new footbridge over the railway was paid for by the rail operator."],
            "The rail operator paid for the footbridge.",
            "yes",
        ),
        # the means is no payer, and "the fund" is no verb
        (
            ["A £1 million bequest will fund a new wing.", "The hospital's board approved it."],
            "The bequest will pay for a new wing.",
            "yes",
        ),
    ],
)
def test_exempt_groups_changes_on_an_earlier_period_firsts_and_who_pays(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # the offence is the slot of a verdict: another, or one the context clears
        (
            [
                "The court found the club's former treasurer guilty of theft.",
                "She was cleared of a further charge of forgery.",
            ],
            "The former treasurer was convicted of forgery.",
            "no",
        ),
        (
            ["A jury convicted the landlord of harassment on Monday."],
            "The landlord was convicted of assault.",
            "no",
        ),
        (
            [
                "The jury found Ann Vale not guilty of arson.",
                "Her brother, Tom Vale, was convicted on the same charge.",
            ],
            "Tom Vale was found guilty of arson.",
            "yes",
        ),
        # what the context says is still to be done to them is not done
        (
            [
                "The singer was found guilty of dangerous driving.",
                "Sentencing is due to take place in June.",
            ],
            "The singer has been sentenced.",
            "no",
        ),
        (
            ["The bridge was inspected in May and will be repainted next year."],
            "The bridge has been repainted.",
            "no",
        ),
        (
            ["The bridge was inspected in May and will be repainted next year."],
            "The bridge has been inspected.",
            "yes",
        ),
        # people counted by the act in their kind's name
        (
            ["Over 25,000 cyclists and 12,000 runners took part in the charity event."],
            "Fewer than 5,000 people ran.",
            "no",
        ),
        # a figure above the context's least is neither said nor ruled out
        (
            ["More than 9,000 runners took part in the charity event."],
            "About 15,000 people ran.",
            "unsure",
        ),
        (
            ["More than 9,000 runners took part in the charity event."],
            "About 5,000 people ran.",
            "no",
        ),
        # those that stay open are the rest of those that close
        (
            ["The bank will shut 12 of its 80 branches next year."],
            "Most of the bank's branches will stay open.",
            "yes",
        ),
        (
            ["The bank will shut 60 of its 80 branches next year."],
            "Most of the bank's branches will stay open.",
            "no",
        ),
        # a comparison said of the other side: the opposite word agrees
        (
            ["Tuesday will be sunny with highs of 22C.", "Wednesday will be colder, with rain."],
            "Tuesday will be warmer than Wednesday.",
            "yes",
        ),
        (
            ["Tuesday will be sunny with highs of 22C.", "Wednesday will be colder, with rain."],
            "Tuesday will be colder than Wednesday.",
            "no",
        ),
        # a first time, and what a thing is made to be, need the context to say so
        (
            ["Amir Khan won the city half-marathon in 68 minutes."],
            "Khan had never raced a half-marathon before.",
            "unsure",
        ),
        (
            ["The new timetable adds two trains an hour between the towns."],
            "The new timetable makes journeys cheaper.",
            "unsure",
        ),
    ],
)
def test_offences_verdicts_to_come_counted_kinds_the_rest_and_comparisons_of_the_other(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # resale is reselling, and the one price allowed is not another
        (
            ["Resale of season passes is only permitted through the club's own exchange."],
            "Season passes can be resold through the club's own exchange.",
            "yes",
        ),
        (
            ["Resale is only allowed at face value through the box office."],
            "Tickets may be resold for more than face value.",
            "no",
        ),
        # a lifted restriction is no longer in force
        (
            ["The county has lifted the burning ban it imposed in June."],
            "The burning ban is still in force.",
            "no",
        ),
        # confident is not worried
        (
            ["The coach said she remained confident about the final."],
            "The coach said she was worried about the final.",
            "no",
        ),
        # the one age the context gives is the person the claim names by a common noun
        (
            ["A 19-year-old woman was taken to hospital after the crash."],
            "The woman is 91.",
            "no",
        ),
        (
            ["A 19-year-old woman was taken to hospital after the crash."],
            "The woman is 19.",
            "yes",
        ),
        # none left is sold out
        (
            ["The gig sold out all 2,000 tickets within an hour."],
            "No tickets are left for the gig.",
            "yes",
        ),
    ],
)
def test_resale_prices_lifted_bans_confidence_ages_and_sold_out(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what is planned has not moved: "plans more bus lanes" against "cut bus delays"
        (
            [
                "The new bus lane has cut bus delays by a quarter, the mayor says.",
                "The city plans three more lanes next year.",
            ],
            "The city plans more bus lanes.",
            "yes",
        ),
        # a change from an average of one figure to another carries its unit
        (
            ["The clinic has cut waits from an average of ten weeks to six."],
            "The average wait is now six weeks.",
            "yes",
        ),
        (
            ["The clinic has cut waits from an average of ten weeks to six."],
            "The average wait is now ten weeks.",
            "no",
        ),
        # rising is what raising does to it
        (
            ["The council will raise parking charges from £2 to £3 an hour in May."],
            "Parking charges are rising to £3 an hour.",
            "yes",
        ),
        # what is on loan is not bought, though it may be
        (
            ["The museum's Vermeer, on loan from a private collector, goes back in June."],
            "The museum bought the Vermeer from a private collector.",
            "no",
        ),
        (
            [
                "The striker joined on loan from a rival club.",
                "The club has the option to buy him for £2 million.",
            ],
            "The club can buy the striker for £2 million.",
            "yes",
        ),
    ],
)
def test_plans_averages_raising_and_loans(context: list[str], claim: str, expected: str) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "turned the plans down" is rejected them; "turned the heating down" is not
        (
            ["The planning committee rejected the supermarket's application."],
            "The committee turned the application down.",
            "yes",
        ),
        (
            ["She turned the heating down to save money."],
            "She rejected the heating.",
            "unsure",
        ),
        # "twice as likely" is what "doubled" says
        (
            ["Smokers in the study were twice as likely to develop gum disease."],
            "The risk of gum disease was doubled for smokers.",
            "yes",
        ),
        # suggested is recommended
        (
            ["The inspectors recommended that the school hire more teaching assistants."],
            "The inspectors suggested hiring more teaching assistants.",
            "yes",
        ),
        # what is closed to all traffic carries no drivers
        (
            ["The tunnel will close to all traffic for three nights while lights are replaced."],
            "Drivers can still use the tunnel at night.",
            "no",
        ),
        # the same rise is not a bigger one
        (
            [
                "Water bills will rise by 6% in April.",
                "Sewerage charges will rise by the same amount.",
            ],
            "Sewerage charges will rise by more than other bills.",
            "no",
        ),
    ],
)
def test_turned_down_twice_as_likely_suggestions_closed_roads_and_the_same_rise(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


def test_those_excepted_from_a_closure_are_not_ruled_out() -> None:
    context = ["The tunnel will close to all traffic except buses for three nights."]
    assert verdict(context, "Buses can still use the tunnel.") != "no"


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "fewer admissions" names no kind of admissions
        (
            ["Clinics are bracing for a rise in appointments this winter."],
            "Clinics expect fewer appointments this winter.",
            "no",
        ),
        # going in is free, whatever else costs
        (
            ["Entry to the fair is free, but the rides cost £3 each."],
            "Visitors have to pay £3 to enter the fair.",
            "no",
        ),
        (
            ["Entry to the fair is free, but the rides cost £3 each."],
            "The rides cost £3 each.",
            "yes",
        ),
        # a thing that stops working no longer works; one that still works has not stopped
        (
            ["The old cards will still work but will no longer earn points after June."],
            "The old cards will stop working after June.",
            "no",
        ),
        # last year's figure, when the context gives another
        (
            ["The fun run raised £40,000, up from last year's total of £31,000."],
            "Last year's fun run raised £40,000.",
            "no",
        ),
    ],
)
def test_fewer_of_a_kind_free_entry_things_that_stop_working_and_last_years_figure(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # one defeated, named after the office, was not re-elected
        (
            [
                "Ruth Hale won the seat, defeating the sitting MP, Owen Price, who had held it since 2010."
            ],
            "Owen Price was re-elected.",
            "no",
        ),
        (
            [
                "Ruth Hale won the seat, defeating the sitting MP, Owen Price, who had held it since 2010."
            ],
            "Ruth Hale was elected.",
            "yes",
        ),
        # what reopens was not closed for good
        (
            ["The library will reopen in March after a year of repairs."],
            "The library has closed permanently.",
            "no",
        ),
    ],
)
def test_the_defeated_not_reelected_and_reopening_not_closed_for_good(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "already" is by now, not before the first
        (
            ["The lake has its first nesting pair of ospreys in a century."],
            "The pair has already hatched three eggs.",
            "unsure",
        ),
        (
            ["The lake has its first nesting pair of ospreys in a century."],
            "Ospreys have nested at the lake several times before.",
            "no",
        ),
        # kept secret is not made public
        (
            ["The winner's name is being kept secret until the ceremony."],
            "The winner's name has been made public.",
            "no",
        ),
    ],
)
def test_already_is_by_now_and_secret_is_not_public(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what is done is no doer: "Work will start" is not contradicted by "Building will begin"
        (
            ["Building will begin on the new stand in June."],
            "Work will start in June.",
            "unsure",
        ),
        # running normally is not cancelled
        (
            ["Ferries are running normally despite the storm."],
            "Ferries have been cancelled because of the storm.",
            "no",
        ),
        # priced the other way round
        (
            ["Off-peak tickets cost £4 less than peak tickets."],
            "Off-peak tickets are more expensive than peak tickets.",
            "no",
        ),
        (
            ["Off-peak tickets cost £4 less than peak tickets."],
            "Peak tickets are dearer than off-peak tickets.",
            "yes",
        ),
        # most of them somewhere else
        (
            ["The bank will close 40 branches, mainly in rural areas."],
            "Most of the branch closures will be in city centres.",
            "no",
        ),
    ],
)
def test_work_as_no_doer_running_normally_prices_compared_and_where_most_are(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


def test_a_move_said_of_another_kind_in_its_own_statement_is_not_the_claims() -> None:
    context = ["Sales of vinyl records rose 12% last year, while CD sales fell by 20%."]
    assert verdict(context, "Vinyl record sales increased last year.") == "yes"
    assert verdict(context, "Vinyl record sales fell last year.") == "no"


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a purpose "to avoid" negates nothing; advice to avoid still does
        (
            ["The school will move to a four-day week for a term to avoid redundancies."],
            "The school will have a four-day week for a term.",
            "yes",
        ),
        (
            ["Walkers are told to avoid the cliff path after dark."],
            "Walkers should avoid the cliff path after dark.",
            "yes",
        ),
        # the most of a kind against the least
        (
            ["Teenagers were the least likely to vote, the study found."],
            "Teenagers were the most likely to vote.",
            "no",
        ),
    ],
)
def test_purposes_to_avoid_and_the_most_against_the_least(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "set to" is scheduled, as "due to" is; building work is construction
        (
            ["Work on the new stand is due to begin in June."],
            "Building work is set to start in June.",
            "yes",
        ),
        (
            ["Work on the new stand is due to begin in June."],
            "Building work is set to start in May.",
            "no",
        ),
        # keeping one's distance is staying away, which is no avoidance the context lacks
        (
            ["Swimmers have been asked to keep their distance from the seals."],
            "Swimmers were told to stay away from the seals.",
            "yes",
        ),
        # "without a receipt" says nothing of what is received
        (
            ["Shoppers can swap faulty kettles for a full refund without a receipt."],
            "Shoppers can receive a refund for faulty kettles.",
            "yes",
        ),
        (
            ["Shoppers can swap faulty kettles for a full refund without a receipt."],
            "Shoppers need a receipt to get a refund.",
            "no",
        ),
        # TV is television; a thing still being made is not out yet
        (
            ["A television series of the book is in development."],
            "A TV series of the book is in development.",
            "yes",
        ),
        (
            ["A television series of the book is in development."],
            "The series has already been broadcast.",
            "no",
        ),
        (
            ["The series has been broadcast in 40 countries."],
            "The series has already been broadcast.",
            "yes",
        ),
    ],
)
def test_schedules_distance_receipts_and_what_is_still_being_made(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "for a third day" is three days so far
        (
            ["Floods have kept the ferry in port for a third day."],
            "The ferry has been kept in port for three days.",
            "yes",
        ),
        (
            ["Floods have kept the ferry in port for a third day."],
            "The ferry has been kept in port for five days.",
            "no",
        ),
        # what is forecast is expected (not "forecast to", which says more)
        (
            ["Strong winds are forecast for Tuesday."],
            "Strong winds are expected on Tuesday.",
            "yes",
        ),
        (["Strong winds are forecast for Tuesday."], "Strong winds are expected on Friday.", "no"),
        # what one is charged one pays
        (["Parking costs £4 for cars and £9 for coaches."], "Coaches are charged £9.", "yes"),
        (["Parking costs £4 for cars and £9 for coaches."], "Cars are charged £9.", "no"),
        # an impassable road is not clear
        (
            ["Several mountain passes remain impassable after the storm."],
            "The mountain passes are now clear.",
            "no",
        ),
    ],
)
def test_a_count_of_days_so_far_forecasts_charges_and_impassable_roads(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a share of a count said with where the things are
        (
            [
                "The trust will build 200 flats on the old depot site, half of which will be for rent."
            ],
            "100 of the flats will be for rent.",
            "yes",
        ),
        (
            [
                "The trust will build 200 flats on the old depot site, half of which will be for rent."
            ],
            "150 of the flats will be for rent.",
            "no",
        ),
        # pay that moves is wages; prices beside a rise are inflation, and "ahead of" it faster
        (["Salaries rose by 4%, ahead of inflation."], "Pay went up by 4%.", "yes"),
        (["Salaries rose by 4%, ahead of inflation."], "Pay rose more slowly than prices.", "no"),
        (["Salaries rose by 4%, ahead of inflation."], "Pay rose faster than prices.", "yes"),
        # a place no longer flown to is a route dropped
        (
            ["The carrier will stop flying to Belfast in May."],
            "The carrier is axing its Belfast route.",
            "yes",
        ),
        (
            ["The carrier will stop flying to Belfast in May."],
            "The carrier is axing its Dublin route.",
            "no",
        ),
        # what opens to people from next week is not open now
        (
            ["Shoppers will be able to use the new car park from next month."],
            "Shoppers can use the new car park now.",
            "no",
        ),
        (
            ["Shoppers can use the new car park from today."],
            "Shoppers can use the new car park now.",
            "yes",
        ),
    ],
)
def test_shares_of_sited_counts_pay_and_prices_dropped_routes_and_not_yet_open(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what is called off in full is none of it
        (
            ["The rail company has suspended all trains to the coast until Monday."],
            "There are no trains to the coast until Monday.",
            "yes",
        ),
        (
            ["The rail company has suspended all trains to the coast until Monday."],
            "Trains to the coast are running until Monday.",
            "no",
        ),
        # running short is running out; organised is arranged
        (
            ["Hospitals may run short of blood over the holiday."],
            "Hospitals could run out of blood over the holiday.",
            "yes",
        ),
        (
            ["A coach to the match is being organised by the club."],
            "The club is arranging a coach to the match.",
            "yes",
        ),
        # signed from a foreign side is joined from a club of that country
        (
            ["The keeper joined from a French side in the summer."],
            "The keeper signed from a French club.",
            "yes",
        ),
        # moved up to a place is that place in the league
        (["The draw lifts the team up to sixth."], "The team is now top of the league.", "no"),
        (["The draw lifts the team up to sixth."], "The team is now sixth in the league.", "yes"),
    ],
)
def test_called_off_in_full_running_short_signings_and_places_moved_up_to(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a share the context gives beats one worked out from two counts elsewhere
        (
            [
                "A trial of 4,000 patients found the drug gave a 20% lower risk of stroke.",
                "Doses above 2,000 mg gave no extra benefit.",
            ],
            "The drug cut the risk of stroke by 50%.",
            "no",
        ),
        (
            ["Of the 1,200 people surveyed, 840 said they worked from home."],
            "70% of those surveyed worked from home.",
            "yes",
        ),
        # what the context says is not proved
        (
            ["The trial shows an association but does not prove the diet works."],
            "The trial proves the diet works.",
            "no",
        ),
        (["The trial proves the diet works."], "The trial proves the diet works.", "yes"),
        # what levels off does not keep rising
        (
            ["Gains plateaued after six weeks of training."],
            "Gains kept rising after six weeks of training.",
            "no",
        ),
        # wanting to hear from witnesses is appealing for them
        (
            ["Detectives have appealed for witnesses to the crash."],
            "Detectives want to hear from witnesses to the crash.",
            "yes",
        ),
        # one still wanting has not been found
        (
            ["The head teacher leaves in July, and no successor has been appointed."],
            "A new head teacher has been appointed.",
            "no",
        ),
        (
            ["The head teacher leaves in July, and a successor has been appointed."],
            "A new head teacher has been appointed.",
            "yes",
        ),
    ],
)
def test_given_shares_claims_not_proved_levelling_off_witnesses_and_successors(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "five years after it opened" is a span (normalise's days), not a year
        (
            ["The cafe has been given a hygiene award, two years after it opened."],
            "The cafe opened two years ago.",
            "yes",
        ),
        # its second award is two in all
        (
            ["The band has released its second album, a year after the first."],
            "The band has now released two albums.",
            "yes",
        ),
        (
            ["The band has released its second album, a year after the first."],
            "The band has now released three albums.",
            "no",
        ),
        # covers are seats, and a place that seats so many has so many seats
        (["The bistro has 35 covers and opens at six."], "The bistro seats 350 diners.", "no"),
        (["The bistro has 35 covers and opens at six."], "The bistro can seat 35 diners.", "yes"),
        # shut to vehicles is closed to traffic
        (
            ["The high street will be closed to all traffic on Sunday."],
            "The high street will be shut to vehicles on Sunday.",
            "yes",
        ),
        # heartbroken is not relieved
        (
            ["The coach said he was devastated by the defeat."],
            "The coach said he was relieved by the defeat.",
            "no",
        ),
    ],
)
def test_spans_not_years_nth_awards_covers_vehicles_and_relief(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # ruled out is will not
        (["The minister has ruled out raising taxes."], "The minister will raise taxes.", "no"),
        (
            ["The minister may raise taxes next year."],
            "The minister has ruled out raising taxes.",
            "no",
        ),
        # those the context says may still do it are not barred
        (
            ["The pool will close for repairs, but members can still use the gym."],
            "Members will not be able to use the gym.",
            "no",
        ),
        (
            ["Members can still use the gym while the pool is repaired."],
            "Members will not be able to use the gym.",
            "no",
        ),
        # what is only possible is not certain
        (
            ["Doctors think the infection may have come from the water supply."],
            "Doctors are certain the infection came from the water supply.",
            "no",
        ),
        # shows called off after a mishap were called off because of it
        (
            ["The comedian has postponed his autumn shows after losing his voice."],
            "He postponed the shows because of poor ticket sales.",
            "no",
        ),
        (
            ["The comedian has postponed his autumn shows after losing his voice."],
            "He postponed the shows because he lost his voice.",
            "yes",
        ),
    ],
)
def test_ruled_out_still_able_only_possible_and_called_off_after_a_mishap(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # half a billion is 500 million
        (
            ["The scheme will plant 500 million trees by 2030."],
            "The scheme will plant half a billion trees by 2030.",
            "yes",
        ),
        (
            ["The scheme will plant 500 million trees by 2030."],
            "The scheme will plant a billion trees by 2030.",
            "no",
        ),
        # "her first" of a thing is a place in her count; "her first to win" is not
        (["It is his fourth film and his first to be shot abroad."], "It is his first film.", "no"),
        (
            ["It is his fourth film and his first to be shot abroad."],
            "It is his fourth film.",
            "yes",
        ),
        # a debut is a first game
        (
            ["The forward scored twice on his debut as the team won 2-0."],
            "He scored two goals in his first game.",
            "yes",
        ),
        # who the context places second did not win, named or not
        (
            ["The cyclist finished third in Paris, a minute behind the winner."],
            "She won the race in Paris.",
            "no",
        ),
        # a body that voted against doing it voted not to; a counted side that lost did not
        (["The board voted to sell the site."], "The board voted against selling the site.", "no"),
        (
            ["The board voted 6 to 3 to sell the site."],
            "Three members voted against selling the site.",
            "yes",
        ),
        # giving birth is having a baby
        (
            ["It was her first race since having a baby in May."],
            "It was her first race since giving birth.",
            "yes",
        ),
    ],
)
def test_half_a_billion_first_of_a_count_debuts_places_votes_against_and_births(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "later than planned" says it was delayed
        (
            ["The new library will open in 2027, a year later than planned."],
            "The library's opening has been delayed by a year.",
            "yes",
        ),
        (
            ["The new library will open in 2027, a year later than planned."],
            "The library will open earlier than planned.",
            "no",
        ),
        # what is done only in part is not done fully
        (
            ["The new wetland will absorb some of the floodwater."],
            "The wetland will fully absorb the floodwater.",
            "no",
        ),
        (
            ["The new wetland will fully absorb the floodwater."],
            "The wetland will fully absorb the floodwater.",
            "yes",
        ),
        # a record price is the most ever paid
        (
            ["The painting sold for £12 million, a record for the artist."],
            "It is the most ever paid for the artist's work.",
            "yes",
        ),
        # one who stays anonymous was not named
        (
            ["The winner of the £5 million jackpot has chosen to remain anonymous."],
            "The winner's name has been revealed.",
            "no",
        ),
        (
            [
                "The winner of the £5 million jackpot, a nurse from Leeds, has been named as Ann Cole."
            ],
            "The winner's name has been revealed.",
            "yes",
        ),
        # at home is not in hospital
        (
            ["The singer died peacefully at home, surrounded by family."],
            "The singer died in hospital.",
            "no",
        ),
    ],
)
def test_later_than_planned_done_in_part_record_prices_anonymity_and_home(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # who takes charge of a side manages it
        (
            ["The coach will take charge of the team for the cup tie."],
            "The coach will manage the team for the cup tie.",
            "yes",
        ),
        # a side above the relegation zone is not in it
        (
            ["The club is 17th, two places above the relegation zone."],
            "The club is in the relegation zone.",
            "no",
        ),
        (
            ["The club is 19th and in the relegation zone."],
            "The club is in the relegation zone.",
            "yes",
        ),
        # funded wholly by one source is not funded by another
        (
            ["The new skate park was funded entirely by a lottery grant."],
            "The council funded the skate park.",
            "no",
        ),
        # some of them on display is not all of them
        (
            ["Some of the paintings will go on show in the new wing."],
            "All the paintings will be put on show.",
            "no",
        ),
    ],
)
def test_taking_charge_league_zones_sole_funders_and_some_put_on_show(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # warning they may strike is threatening to
        (
            ["Drivers have threatened to walk out over pay."],
            "Drivers have warned they may walk out over pay.",
            "yes",
        ),
        # others of the kind before the first are none
        (
            ["He is the first man from the island to row the Atlantic."],
            "Other men from the island have rowed the Atlantic before.",
            "no",
        ),
        # what won did not come second
        (
            ["The school's choir won gold at the regional festival."],
            "The choir came second at the festival.",
            "no",
        ),
        (
            ["The school's choir came second at the regional festival."],
            "The choir came second at the festival.",
            "yes",
        ),
        # wrongly labelled is mislabelled
        (
            ["The jars were wrongly labelled at the factory."],
            "The jars were mislabelled at the factory.",
            "yes",
        ),
    ],
)
def test_warnings_of_strikes_others_before_the_first_places_below_gold_and_mislabelling(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "added" is a form of "add" (its double letter is its own)
        (
            ["The zoo will add two new enclosures this spring."],
            "Two new enclosures will be added this spring.",
            "yes",
        ),
        # a claim of two words and a time may be set against the context's other time
        (
            ["The town plans to add 30 benches next year."],
            "The benches will be added this year.",
            "no",
        ),
        # costing the same is not double the price
        (
            ["Tickets for the museum are £10, twice the price of the gallery."],
            "The museum costs the same as the gallery.",
            "no",
        ),
        # at all of them is not at only some
        (
            ["Defibrillators will be fitted at all 40 libraries."],
            "Defibrillators will be fitted at only some libraries.",
            "no",
        ),
        # a team of volunteers is not paid
        (
            ["The lifeboat crew is made up entirely of volunteers."],
            "The crew members are paid.",
            "no",
        ),
        # a decision still to come on approval is not an approval
        (
            ["Regulators will decide next month whether to approve the drug."],
            "The drug has been approved.",
            "no",
        ),
        # its busiest year is not its quietest
        (
            ["It was the airport's busiest year on record."],
            "It was the airport's quietest year.",
            "no",
        ),
    ],
)
def test_added_times_same_prices_all_of_them_volunteers_approvals_and_busiest(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "also" adds a day to those the context gives, not one in their place
        (
            ["The gym will open on Sundays from next month after a campaign by members."],
            "The gym will also open late on Tuesdays.",
            "unsure",
        ),
        (
            ["The gym will open on Sundays from next month after a campaign by members."],
            "The gym will open late on Tuesdays.",
            "no",
        ),
        # what set a new record beat the old one
        (
            ["The marrow weighed 60 kg, setting a new county record."],
            "The marrow was lighter than the previous record.",
            "no",
        ),
        # a share of it done is not all of it done
        (
            ["Crews had the fire 60% contained by Friday."],
            "The fire was fully contained by Friday.",
            "no",
        ),
        # she who is shortlisted, with the winner still to come, has not won
        (
            [
                "Her memoir has been shortlisted for the Costa Book Award.",
                "The winner will be announced in January.",
            ],
            "She has won the Costa Book Award.",
            "no",
        ),
        # named in a month is announced then (not "named in the report")
        (
            ["The new captain will be announced in March."],
            "The new captain will be named in March.",
            "yes",
        ),
    ],
)
def test_also_records_broken_shares_contained_shortlists_and_names_announced(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what the context says will not change does not rise (of the same subject only)
        (["Rents will not change."], "Rents will rise next year.", "no"),
        (
            ["Rents will not change.", "Service charges will rise by 3%."],
            "Service charges will rise.",
            "yes",
        ),
        # the charges are what pays, not who
        (
            ["Money raised from the new charge will pay for more wardens."],
            "The charges will fund more wardens.",
            "yes",
        ),
        # "ending years of free entry" is a price where there was none
        (
            ["The castle will charge £8 for entry from June, ending years of free entry."],
            "Entry to the castle will cost £8.",
            "yes",
        ),
        # double last year's total is twice last year's figure
        (
            ["The fun run raised £40,000, double last year's total."],
            "Last year's fun run raised £20,000.",
            "yes",
        ),
        (
            ["The fun run raised £40,000, double last year's total."],
            "Last year's fun run raised £30,000.",
            "no",
        ),
    ],
)
def test_unchanged_subjects_charges_that_pay_ended_free_entry_and_double_last_year(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what goes back at the end of a loan was not owned
        (
            ["The painting will return to Madrid at the end of a five-year loan."],
            "The gallery owns the painting.",
            "no",
        ),
        # a hope is not denied by a past rise, only by a sentence looking ahead
        (
            ["The school has banned phones after a rise in bullying."],
            "The school expects less bullying.",
            "unsure",
        ),
        (
            ["Teachers are preparing for a rise in bullying."],
            "Teachers expect less bullying.",
            "no",
        ),
        # almost wiped out is nearly died out
        (
            ["Red kites were almost wiped out in the 1980s."],
            "Red kites nearly died out in the 1980s.",
            "yes",
        ),
    ],
)
def test_loans_ended_hopes_against_past_rises_and_dying_out(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what is only hoped for has not been done, irregular past or not
        (
            ["The museum hopes to buy the painting at auction next month."],
            "The museum has bought the painting.",
            "no",
        ),
        (
            ["The charity hopes to sell the old chapel by the summer."],
            "The charity has sold the old chapel.",
            "no",
        ),
        (
            ["The charity sold the old chapel to a developer in May."],
            "The charity has sold the old chapel.",
            "yes",
        ),
        # what two share, one does not keep whole
        (
            ["The finder and the landowner will split any prize money."],
            "The finder will keep all of the prize money.",
            "no",
        ),
        # like the place's is not of the place
        (
            ["The seeds were grown in a chamber similar to that on the Moon."],
            "The seeds were grown on the Moon.",
            "no",
        ),
        (
            ["Engineers tested the rover on Mars-like ground in the desert."],
            "The rover was tested on Mars.",
            "no",
        ),
        (
            ["Engineers tested the rover on Mars-like ground in the desert."],
            "The rover was tested on Mars-like ground.",
            "yes",
        ),
        # a record missed is not one set
        (
            ["The swimmer broke the world record by half a second."],
            "The swimmer missed the world record.",
            "no",
        ),
        # cleared by a court is not fined
        (
            ["The builder was fined £5,000 for dumping rubble."],
            "The builder was cleared by the court.",
            "no",
        ),
        # edible is what can be eaten; a month's rest is a month off
        (
            ["The mushrooms in the wood are edible."],
            "The mushrooms can be eaten.",
            "yes",
        ),
        (
            ["The striker will take two weeks off to recover."],
            "The striker will get a fortnight's rest.",
            "yes",
        ),
    ],
)
def test_hoped_for_acts_shared_prizes_likenesses_missed_records_and_rest(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # who will not be allowed to use a place cannot cross it; a narrower ban leaves it
        (
            ["The new footbridge opens on Monday.", "Scooters will not be allowed to use it."],
            "Scooters can cross the footbridge.",
            "no",
        ),
        # under budget is less than planned
        (
            ["The library refit came in £300,000 under budget."],
            "The refit cost £300,000 less than planned.",
            "yes",
        ),
        # an unnamed prize still to be decided
        (
            [
                "His first album has been shortlisted for a national award.",
                "The winner will be announced next week.",
            ],
            "He has won the award.",
            "no",
        ),
        # nights are not by day
        (
            ["He trained for the race on the night shift at the bakery."],
            "He trained during the day.",
            "no",
        ),
        # what is given back is not lost
        (
            ["Stallholders will get their deposits back."],
            "Stallholders will lose their deposits.",
            "no",
        ),
        # who will not go back to the old ways will not bring them back
        (
            ["The manager said she would not go back to the old rota."],
            "The manager will bring back the old rota.",
            "no",
        ),
        # the first time in N years: the last time was N years ago
        (
            ["The river froze over for the first time in 40 years."],
            "The river last froze over 40 years ago.",
            "yes",
        ),
        # waterlogged is flooded with water; should consider is a suggestion
        (
            ["The pitch was waterlogged after the storm."],
            "The pitch was flooded with water.",
            "yes",
        ),
        (
            ["The report said councils should consider free bus travel for under-18s."],
            "The report suggested free bus travel for under-18s.",
            "yes",
        ),
    ],
)
def test_bans_on_use_unnamed_prizes_nights_refunds_and_the_first_time_in_years(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


def test_a_ban_on_parking_does_not_bar_crossing() -> None:
    context = ["The new footbridge opens on Monday.", "Scooters will not be allowed to park on it."]
    assert verdict(context, "Scooters can cross the footbridge.") != "no"


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a worry the context reports, whose "not" is the worry's own
        (
            ["Fans had objected, saying the stadium and the car parks could not cope."],
            "Fans were worried about the stadium and the car parks.",
            "unsure",
        ),
        (
            ["Parents said the crossing was safe."],
            "Parents said the crossing was not safe.",
            "no",
        ),
        # who stops charging extra does not start charging more
        (
            ["The gym will stop charging extra for towels from May."],
            "The gym will start charging more for towels.",
            "no",
        ),
        # who is retiring is not joining another
        (
            ["The goalkeeper is retiring at the end of the season."],
            "The goalkeeper is joining another club.",
            "no",
        ),
        # nobody, where someone does all of it
        (
            ["Wardens are patrolling the beach every evening."],
            "Nobody is patrolling the beach.",
            "no",
        ),
        (
            ["Two walkers were rescued; nobody was badly hurt."],
            "Nobody was badly hurt.",
            "yes",
        ),
    ],
)
def test_worries_voiced_charges_stopped_retirement_and_nobody_where_someone_does(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what had its price raised is not now cheaper; its sales are another matter
        (
            ["The cafe has raised the price of its flat white from £3.10 to £3.40."],
            "The flat white is now cheaper.",
            "no",
        ),
        (
            ["The cafe has raised the price of its flat white from £3.10 to £3.40."],
            "Sales of flat whites have fallen.",
            "unsure",
        ),
        # a replacement hired, where none has been found
        (
            ["The village's only vet is leaving, and no replacement has been found."],
            "A new vet has been hired.",
            "no",
        ),
        # sent back is returned; sent back is no staying on
        (
            ["The gallery has returned the painting to Italy."],
            "The painting was sent back to Italy.",
            "yes",
        ),
        (
            ["The two koalas will be sent back to Australia in June."],
            "The koalas will stay at the park for another five years.",
            "no",
        ),
        # a grievance voiced is no negation
        (
            ["Drivers say the new layout will confuse those who cannot read the signs."],
            "Drivers are unhappy with the new layout.",
            "yes",
        ),
    ],
)
def test_prices_raised_replacements_hired_sent_back_and_grievances(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # reduced speed is not full speed
        (
            ["Buses are running at reduced speed because of the ice."],
            "Buses are running at full speed.",
            "no",
        ),
        # no plans to retire
        (
            ["The singer, 79, told fans she had no plans to retire."],
            "The singer will retire next year.",
            "no",
        ),
        # solo is not with someone
        (
            ["The pensioner rowed across the Atlantic solo."],
            "The pensioner rowed with his son.",
            "no",
        ),
        # what stays lit is not switched off with the rest
        (
            ["Fountains will be turned off overnight.", "Car parks will stay lit."],
            "All lights will be switched off, including in car parks.",
            "no",
        ),
        # a saving is no cost
        (
            ["Closing the office is expected to save £80,000 a year."],
            "Closing the office will cost the firm £80,000 a year.",
            "no",
        ),
        # from midnight to an early hour is the night, not the morning
        (
            ["The bridge will close between midnight and 6am for repairs."],
            "The bridge will close at night.",
            "yes",
        ),
    ],
)
def test_reduced_speed_no_plans_to_retire_solo_lit_savings_and_night_hours(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a range's top below the claim's most, whatever is counted
        (
            ["Each hen was given between one and three worms a day."],
            "Each hen was given up to eight worms a day.",
            "no",
        ),
        (
            ["Each hen was given between one and three worms a day."],
            "Each hen was given up to three worms a day.",
            "yes",
        ),
        # all sold is none left
        (
            ["The museum has sold all 5,000 tickets for the late opening."],
            "Some tickets are still available for the late opening.",
            "no",
        ),
        # the highest ever is not lower than before
        (
            ["Visitor numbers were the highest the park has ever recorded."],
            "Visitor numbers were lower than in previous years.",
            "no",
        ),
    ],
)
def test_range_tops_sold_out_and_highest_ever(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # new is not existing
        (
            ["From 2026 all new schools must have heat pumps."],
            "The rule applies to all existing schools.",
            "no",
        ),
        # a saving is not paying more
        (
            ["Households will save about £200 a year on heating."],
            "Households will pay £200 a year more on heating.",
            "no",
        ),
        # withdrawn before the first match
        (
            ["The boxer withdrew from the event with a hand injury before his first bout."],
            "The boxer lost his first bout.",
            "no",
        ),
        # longer opening hours
        (
            ["The pool has extended its opening hours to 9pm after complaints from swimmers."],
            "The pool now closes earlier.",
            "no",
        ),
        # done instead of an act
        (
            ["The farmer gave the calf to a sanctuary instead of selling it."],
            "The farmer sold the calf.",
            "no",
        ),
        # a tiny chance stays a count
        (
            ["Finding a pearl in an oyster is a one-in-10,000 chance."],
            "The chance of finding a pearl is about one in 10,000.",
            "yes",
        ),
        # put back into the sea is returned to it
        (
            ["Divers returned the turtle to the sea."],
            "The turtle was put back into the sea.",
            "yes",
        ),
    ],
)
def test_new_and_existing_savings_withdrawals_hours_instead_and_tiny_chances(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # "cancelled all" says none run, which "are cancelled" says too
        (
            [
                "The operator has cancelled all trains to the coast until Monday because of flooding."
            ],
            "Trains to the coast are cancelled until Monday.",
            "yes",
        ),
        # shortages are what "run short" says, not its denial
        (
            ["Residents have been told to expect shortages of bottled water."],
            "Residents may run short of bottled water.",
            "unsure",
        ),
        # a waived fine was not charged, nor paid
        (
            ["The council waived the fine, which would have been about £300."],
            "The council did not charge a fine.",
            "yes",
        ),
        (
            ["The council waived the fine, which would have been about £300."],
            "He paid a £300 fine.",
            "no",
        ),
        # what will remain available is not suspended
        (
            ["The night bus will remain available during the strike."],
            "The night bus has been suspended.",
            "no",
        ),
        # what will be sold on is not scrapped
        (
            ["The old trams will be sold to a heritage railway."],
            "The old trams will be scrapped.",
            "no",
        ),
        # twice what was hoped for is not less
        (
            ["The auction raised £50,000, twice what the school had hoped for."],
            "The auction raised less than the school hoped.",
            "no",
        ),
    ],
)
def test_cancelled_all_shortages_waived_fines_kept_services_and_targets_beaten(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # jobs lost are staff who lost their jobs
        (
            ["About 250 workers lost their jobs when the factory shut."],
            "Around 250 jobs were lost.",
            "yes",
        ),
        # dawn is not sunset
        (
            ["The planet will be easiest to spot just after sunset."],
            "The planet will be easiest to spot at dawn.",
            "no",
        ),
        # who taught himself was not taught by another
        (
            ["The boy taught himself the piano from videos."],
            "The boy was taught the piano by his aunt.",
            "no",
        ),
        # earlier than usual is not late
        (
            ["Swallows have arrived ten days earlier than usual this spring."],
            "Swallows have arrived ten days late.",
            "no",
        ),
        # flowering is blooming
        (
            ["The rare orchid is blooming for the first time in a decade."],
            "The orchid is flowering.",
            "yes",
        ),
    ],
)
def test_jobs_lost_dawn_and_sunset_self_taught_early_and_blooming(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a charge brought in: not free
        (
            ["The museum will reopen in May.", "A £5 entry charge will be introduced."],
            "Entry to the museum will be free of charge.",
            "no",
        ),
        # what was closed before it reopens is no state against its opening hours
        (
            ["The council will reopen the lido, which was closed two years ago to save money."],
            "The lido will open at weekends in summer.",
            "unsure",
        ),
        # safer is not more dangerous
        (
            ["Engineers said the new layout would make the junction safer."],
            "Engineers said the new layout would make the junction more dangerous.",
            "no",
        ),
    ],
)
def test_charges_brought_in_reopenings_and_safer(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # a price range's top below the claim's most
        (
            ["Rooms cost between £75 and £200 a night."],
            "Rooms cost up to £300 a night.",
            "no",
        ),
        # nobody still waiting, where some are
        (
            ["About 800 families are still waiting for new homes."],
            "Nobody is still waiting for rehousing.",
            "no",
        ),
        # what was donated was not kept
        (
            ["The runner donated her £10,000 winnings to a hospice."],
            "She kept the winnings.",
            "no",
        ),
        # a plan dropped: said as dropped, and not done
        (
            ["The council has dropped plans to close the library after protests."],
            "Plans to close the library have been dropped.",
            "yes",
        ),
        (
            ["The council has dropped plans to close the library after protests."],
            "The library will close.",
            "no",
        ),
        # years ago dates an act: a length is no rival
        (
            ["The choir sold 3,000 tickets in a day."],
            "The choir formed ten years ago.",
            "unsure",
        ),
    ],
)
def test_price_ranges_nobody_still_donations_dropped_plans_and_dates_ago(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # some of its shops are not all of them
        (
            ["The bank will close 40 of its branches next year."],
            "The bank will close all its branches.",
            "no",
        ),
        # what is not affected will not also close
        (
            ["Six libraries will shut in May.", "The remaining 20 libraries are not affected."],
            "The remaining libraries will also shut.",
            "no",
        ),
        # a day that ends later is not called off
        (
            ["From May, the museum's late opening will end an hour later."],
            "The late opening will finish later.",
            "yes",
        ),
        # a lost work is a thing once lost: no opposite of keeping it
        (
            ["The sketch was identified as a lost work by a Flemish master."],
            "The owner will keep the sketch.",
            "unsure",
        ),
    ],
)
def test_some_not_all_unaffected_later_endings_and_lost_works(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The beetle's forest home is threatened by new roads."],
            "The beetle's home is safe from new roads.",
            "no",
        ),
        (
            ["The operator will run extra buses during the marathon."],
            "Buses will run less often during the marathon.",
            "no",
        ),
    ],
)
def test_threatened_is_not_safe_and_extra_services_are_not_fewer(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["Vets cannot yet tell whether it is male or female."],
            "The cub is known to be female.",
            "no",
        ),
        (
            ["The regatta was called off for the first time since 1946 because of high winds."],
            "The regatta has been called off several times before.",
            "no",
        ),
    ],
)
def test_a_sex_not_yet_told_and_the_first_time_since(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The castle now shows 30 tapestries, many never displayed before."],
            "Thirty tapestries are on show at the castle.",
            "yes",
        ),
        (
            ["The castle now shows 30 tapestries, many never displayed before."],
            "All the tapestries have been displayed before.",
            "no",
        ),
        (
            ["The sisters are closing the shop.", "They cannot find a buyer for the shop."],
            "The sisters have sold the shop.",
            "no",
        ),
        (
            ["The couple who run the pub want to retire.", "They are still looking for a buyer."],
            "The couple want to retire.",
            "yes",
        ),
        (
            ["The winger has signed a two-year contract with the club."],
            "The winger has agreed a two-year deal.",
            "yes",
        ),
        (
            ["Several country lanes cannot be used after the flooding."],
            "Several rural roads are impassable after the flooding.",
            "yes",
        ),
        (
            ["Temperatures are expected to rise sharply on Friday."],
            "It should get warmer on Friday.",
            "yes",
        ),
        (
            ["Storms are expected on Friday, with winds of up to 70mph."],
            "Storms are expected tomorrow.",
            "unsure",
        ),
        (
            ["Heavy rain is expected across the north tonight."],
            "It will rain heavily in the north tonight.",
            "yes",
        ),
    ],
)
def test_never_before_now_buyers_free_entry_and_a_day_unsaid(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            [
                "Mr Okafor, the builder, has been ordered to pay £9,000 in damages.",
                "The homeowner, Mrs Lyle, had taken him to court over a leaking roof.",
            ],
            "Mrs Lyle has been ordered to pay £9,000.",
            "no",
        ),
        (
            ["Dana Reyes, the club's captain, has joined United on a one-year deal."],
            "Reyes has left City.",
            "unsure",
        ),
        (
            ["The tenant has been ordered to pay £2,100 in rent arrears."],
            "The tenant owes unpaid rent.",
            "yes",
        ),
        (
            ["The book is dedicated to his grandfather, who taught him to fish."],
            "The book is dedicated to his uncle.",
            "no",
        ),
        (
            ["The book is dedicated to his grandfather, who taught him to fish."],
            "His grandfather taught him to fish.",
            "yes",
        ),
        (
            ["A lorry overturned on the motorway.", "No one was seriously injured."],
            "Three people were badly hurt.",
            "no",
        ),
        (
            ["A lorry overturned on the motorway.", "No one was seriously injured."],
            "Two people were slightly injured.",
            "unsure",
        ),
    ],
)
def test_apposed_doers_kin_arrears_and_a_degree_denied(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            [
                "Ana Ruiz has been appointed head of the choir.",
                "She succeeds Mark Dunn, who is stepping down after 12 years.",
                "Ruiz previously ran choirs in Madrid and Lisbon.",
            ],
            "Mark Dunn ran the choir for 12 years.",
            "yes",
        ),
        (
            ["Ana Ruiz runs the choir in Madrid."],
            "Mark Dunn runs the choir.",
            "no",
        ),
        (
            ["The festival raised £30,000 this year, three times last year's total."],
            "The festival raised less than last year.",
            "no",
        ),
        (
            ["The festival raised £30,000 this year, three times last year's total."],
            "The festival raised more than last year.",
            "yes",
        ),
        (
            ["The defender was shown a red card in the second half."],
            "The defender was sent off in the second half.",
            "yes",
        ),
        (
            ["Until now, residents had to drive 40 miles to the nearest hospital."],
            "Residents previously had to drive 40 miles to the nearest hospital.",
            "yes",
        ),
    ],
)
def test_an_earlier_act_times_last_year_red_cards_and_until_now(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The scheme gives free swimming to children under 12."],
            "Free swimming is open to anyone under 16.",
            "no",
        ),
        (
            ["The scheme gives free swimming to children under 12."],
            "Children under 12 can swim for free.",
            "yes",
        ),
        (
            ["The club's owners are trying to find a buyer before the end of the season."],
            "A buyer has been found for the club.",
            "no",
        ),
        (
            ["The club's owners are trying to find a buyer before the end of the season."],
            "The owners hope to sell the club this season.",
            "unsure",
        ),
        (
            ["All 30 walkers were brought down safely by the mountain rescue team."],
            "Two of the walkers died on the mountain.",
            "no",
        ),
    ],
)
def test_an_older_age_group_a_buyer_still_sought_and_all_brought_down_safely(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            [
                "Ann Cole, the defendant, was cleared of theft at Bristol Crown Court.",
                "Prosecutors had said she took £8,000 from the charity.",
            ],
            "She was accused of taking £8,000 from the charity.",
            "yes",
        ),
        (
            [
                "The runner fell 300 metres from the finish.",
                "She was helped over the line by two other competitors.",
            ],
            "Two fellow runners helped her over the line.",
            "yes",
        ),
        (
            ["The new tram line will cut commuting times into the city by 15 minutes."],
            "Commutes into the city will take 15 minutes longer.",
            "no",
        ),
        (
            ["The painting is being returned to Italy after ten years in London."],
            "The painting will stay in London.",
            "no",
        ),
        (
            ["The painting is being returned to Italy after ten years in London."],
            "The painting has been in London for a decade.",
            "yes",
        ),
    ],
)
def test_a_pronoun_holds_a_role_fellow_competitors_and_going_back(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The pub won its first award for its beer garden this summer."],
            "The pub has held the award for many years.",
            "no",
        ),
        (
            ["The bakery won its first national award in May."],
            "The bakery has had a national award for years.",
            "no",
        ),
        (
            [
                "Water was restored to most streets by the evening.",
                "About 300 homes are still without a supply.",
            ],
            "Water has been restored to all homes.",
            "no",
        ),
        (
            ["Visitors leave their bags at the desk on arrival and collect them at home time."],
            "Visitors get their bags back at the end of the day.",
            "yes",
        ),
        (
            ["Anyone born after 31 December 2008 will not be allowed to buy them."],
            "People born in 2011 will not be allowed to buy them.",
            "yes",
        ),
        (
            ["Anyone born after 31 December 2008 will not be allowed to buy them."],
            "People born in 1999 will not be allowed to buy them.",
            "no",
        ),
    ],
)
def test_a_first_won_lately_some_still_without_and_born_after_a_year(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The driver has been banned from driving for three years."],
            "The driver cannot drive for three years.",
            "yes",
        ),
        (
            ["The club's shares fell 9% after it warned that sales would be weaker than expected."],
            "The club said sales would beat expectations.",
            "no",
        ),
        (
            ["The club's shares fell 9% after it warned that sales would be weaker than expected."],
            "The club's chairman sold shares before the warning.",
            "unsure",
        ),
        (
            ["The club's shares fell 9% after it warned that sales would be weaker than expected."],
            "The shares fell before the warning.",
            "no",
        ),
    ],
)
def test_banned_from_is_cannot_weaker_than_expected_and_another_act_before(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The school will run a one-year trial of shorter lunch breaks."],
            "The trial will last a year.",
            "yes",
        ),
        (
            ["The school will run a one-year trial of shorter lunch breaks."],
            "The trial will last two years.",
            "no",
        ),
        (
            ["The treatment could be available on the NHS within three years."],
            "The treatment is already available on the NHS.",
            "no",
        ),
        (
            ["Amir Khan won the 5,000 metres in a personal best."],
            "Khan won the race.",
            "yes",
        ),
    ],
)
def test_a_one_year_trial_available_later_and_a_race_by_its_distance(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["Entry will cost £4, half the price of the city's main gallery."],
            "Entry will cost £8.",
            "no",
        ),
        (
            ["The station will play a mix of jazz and soul through the night."],
            "The station will only play jazz.",
            "no",
        ),
        (
            ["The council has shelved plans to close the library."],
            "The library closure will go ahead.",
            "no",
        ),
        (
            ["Residents celebrated when the council dropped the plan."],
            "Residents were disappointed when the council dropped the plan.",
            "no",
        ),
        (
            ["It is the first painting the gallery has sold."],
            "The gallery has sold several paintings before.",
            "no",
        ),
    ],
)
def test_anothers_price_a_mix_a_shelved_plan_and_a_first_sale(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["Rosa Vane, the owner, has fired the head chef, Tom Pike, after a bad review."],
            "Rosa Vane has been fired.",
            "no",
        ),
        (
            ["Rosa Vane, the owner, has fired the head chef, Tom Pike, after a bad review."],
            "Tom Pike has been fired.",
            "yes",
        ),
        (
            ["The club says a permanent head coach will be appointed by the end of May."],
            "A permanent head coach has been appointed.",
            "no",
        ),
        (
            [
                "Ana Brook will lead the team until a permanent manager is found.",
                "A permanent manager will be named next month.",
            ],
            "Brook has been named permanent manager.",
            "no",
        ),
        (
            ["The charity aims to reach 10,000 volunteers by next year."],
            "The charity has already reached 10,000 volunteers.",
            "no",
        ),
    ],
)
def test_the_doer_as_the_one_done_to_and_aims_not_yet_met(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["Her brother, Sam Cole, ran beside her for the last mile."],
            "Sam Cole ran the whole race with her.",
            "no",
        ),
        (
            ["Her brother, Sam Cole, ran beside her for the last mile."],
            "Sam Cole ran beside her at the end.",
            "unsure",
        ),
        (
            ["Tables can be booked by phone."],
            "Tables can be reserved by phone.",
            "yes",
        ),
        (
            ["The planet will be visible with the naked eye all week."],
            "The planet can be seen without a telescope this week.",
            "yes",
        ),
    ],
)
def test_the_last_part_is_not_the_whole_way_booked_and_the_naked_eye(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The new bridge opened on time and under budget."],
            "The bridge cost more than planned.",
            "no",
        ),
        (
            ["Jonas said he would carry on working as a nurse."],
            "Jonas plans to quit his job.",
            "no",
        ),
        (
            ["Jonas said he would carry on working as a nurse."],
            "Jonas is a nurse.",
            "yes",
        ),
    ],
)
def test_under_budget_is_not_dearer_and_who_keeps_working_will_not_quit(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The museum in the old town will close for a year while the roof is repaired."],
            "The museum's roof is being repaired.",
            "yes",
        ),
        (
            ["The tanker that ran aground on the sandbank was refloated on Sunday."],
            "The tanker is still aground.",
            "no",
        ),
        (
            ["The tanker that ran aground on the sandbank was refloated on Sunday."],
            "The tanker ran aground.",
            "yes",
        ),
        (
            ["Coffee and tea will stay at their current prices.", "Sandwiches will cost 30p more."],
            "The price of tea is going up.",
            "no",
        ),
        (
            ["The pill looks promising, but more tests are needed before it can be approved."],
            "The pill has already been approved.",
            "no",
        ),
        (
            ["The pill looks promising, but more tests are needed before it can be approved."],
            "More tests are needed.",
            "yes",
        ),
        (
            ["Reviewers praised the acting of the lead but said the plot was thin."],
            "Reviewers found the acting weak.",
            "no",
        ),
        (
            ["Reviewers praised the acting of the lead but said the plot was thin."],
            "Reviewers praised the acting.",
            "yes",
        ),
        (
            ["Inspectors rated St Mary's Academy 'good' last spring."],
            "The academy was rated 'excellent'.",
            "no",
        ),
        (
            ["Inspectors rated St Mary's Academy 'good' last spring."],
            "The academy was rated 'good'.",
            "yes",
        ),
        (
            ["The study involved 1,200 nurses across three hospitals."],
            "About 1,200 nurses took part in the study.",
            "yes",
        ),
        (
            [
                "Lopez, the reigning champion, was knocked out by Kim in the quarter-finals.",
                "Kim went on to win the title.",
            ],
            "Lopez had won the title before.",
            "yes",
        ),
        (
            [
                "Lopez was knocked out by Kim in the quarter-finals.",
                "Kim went on to win the title.",
            ],
            "Lopez had won the title before.",
            "unsure",
        ),
    ],
)
def test_refloated_current_prices_approval_to_come_praise_grades_and_a_win_before(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        # what is cancelled to one place says nothing against another place the context spares
        (
            [
                "The ferry firm has cancelled all sailings to Jersey this week because of storms.",
                "Sailings to Guernsey are not affected.",
            ],
            "Sailings to Guernsey will go ahead this week.",
            "yes",
        ),
        (
            [
                "The ferry firm has cancelled all sailings to Jersey this week because of storms.",
                "Sailings to Guernsey are not affected.",
            ],
            "Sailings to Jersey will go ahead this week.",
            "no",
        ),
        (
            ["Police believe the fire was started deliberately."],
            "Police are certain the fire was started deliberately.",
            "no",
        ),
        (
            ["The statue in the square is a bronze cast of the marble original in Florence."],
            "The statue in the square is the original sculpture.",
            "no",
        ),
        (
            ["The statue in the square is a bronze cast of the marble original in Florence."],
            "The statue in the square is made of bronze.",
            "yes",
        ),
        (
            ["Mr Adeyemi previously managed a care home in Bristol."],
            "Mr Adeyemi has never worked in a care home before.",
            "no",
        ),
        (
            ["Ms Tanaka previously worked as an engineer."],
            "Ms Tanaka has never taught before.",
            "unsure",
        ),
        (
            ["A wolf was spotted near the village on Sunday."],
            "A wolf was sighted near the village.",
            "yes",
        ),
    ],
)
def test_a_place_spared_a_view_held_a_cast_an_earlier_post_and_a_sighting(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["A jury found former council leader Ian Moss guilty of fraud."],
            "Moss was convicted of fraud.",
            "yes",
        ),
        (
            ["A jury found former council leader Ian Moss guilty of fraud."],
            "Moss was acquitted.",
            "no",
        ),
        (
            ["Up to 20 cm of rain could fall on the hills."],
            "As much as 20 cm of rain could fall in places.",
            "yes",
        ),
        (
            ["Up to 20 cm of rain could fall on the hills."],
            "As much as 20 cm of rain could fall in the city.",
            "unsure",
        ),
        (
            ["Tom Bell, a former postman, has published his first book of poems."],
            "Bell used to work as a postman.",
            "yes",
        ),
        (
            ["Membership has risen by about 15% since the fees were cut."],
            "Membership has roughly doubled since the fees were cut.",
            "no",
        ),
        (
            ["Membership has risen by about 95% since the fees were cut."],
            "Membership has roughly doubled since the fees were cut.",
            "unsure",
        ),
    ],
)
def test_found_guilty_after_a_description_in_places_a_former_post_and_a_doubling(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            [
                "Mr Park, the new head of music, was previously assistant director at the Royal Ballet."
            ],
            "Mr Park was director at the Royal Ballet.",
            "no",
        ),
        (
            [
                "Mr Park, the new head of music, was previously assistant director at the Royal Ballet."
            ],
            "Mr Park was assistant director at the Royal Ballet.",
            "yes",
        ),
        (
            [
                "Midfielder Sam Hale has signed for Leeds United.",
                "He joins from Norwich City after four seasons.",
            ],
            "Hale has moved to Norwich City.",
            "no",
        ),
        (
            [
                "Midfielder Sam Hale has signed for Leeds United.",
                "He joins from Norwich City after four seasons.",
            ],
            "Hale has joined Leeds United.",
            "yes",
        ),
        (
            [
                "Midfielder Sam Hale has signed for Leeds United.",
                "He joins from Norwich City after four seasons.",
            ],
            "Hale has left Norwich City.",
            "yes",
        ),
        (
            [
                "Defender Amy Cole has signed a new two-year contract.",
                "She had been linked with a move to Arsenal.",
            ],
            "Cole has joined Arsenal.",
            "no",
        ),
        (
            ["The price paid for the painting was not disclosed."],
            "The price paid for the painting was made public.",
            "no",
        ),
    ],
)
def test_a_junior_post_a_move_from_a_rumoured_move_and_a_fee_kept_quiet(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["Heavy rain has closed the coast road between Ayr and Girvan."],
            "Rain has caused the closure of the coast road.",
            "yes",
        ),
        (
            ["Engineers are examining the damaged turbine."],
            "Engineers have identified the cause of the turbine failure.",
            "no",
        ),
        (
            ["Engineers say the turbine failed because of a cracked blade."],
            "Engineers have identified the cause of the turbine failure.",
            "unsure",
        ),
        (
            ["Rescuers are still searching for two missing walkers."],
            "Rescuers are looking for the missing walkers.",
            "yes",
        ),
        (
            ["The survey ran for 12 years and asked fewer than 900 people."],
            "The survey ran for more than a decade.",
            "yes",
        ),
        (
            ["Thieves took jewellery worth £8,000 from the house."],
            "Nothing was stolen from the house.",
            "no",
        ),
        (
            ["Burglars broke into the garage, but nothing was taken."],
            "Nothing was stolen from the garage.",
            "yes",
        ),
    ],
)
def test_a_closure_a_cause_still_examined_a_search_bounds_of_two_kinds_and_a_theft(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The bakery has sold its shop but will keep running its café in the same building."],
            "The bakery is also closing its café.",
            "no",
        ),
        (["The bakery will close its café in May."], "The bakery is closing its café.", "yes"),
        (
            ["The Little Theatre closed its doors to the public last month after 40 years."],
            "The theatre was open for more than 30 years.",
            "yes",
        ),
        (
            ["The Little Theatre closed its doors to the public last month after 40 years."],
            "The theatre was open for more than 50 years.",
            "no",
        ),
        (
            ["The orchid was found growing at 2,500 metres above sea level."],
            "The orchid was found at sea level.",
            "no",
        ),
        (
            ["The council will introduce the car-free zone for six months as a trial."],
            "The car-free zone will be permanent.",
            "no",
        ),
    ],
)
def test_kept_running_open_before_closing_above_sea_level_and_a_trial(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["A climber missing in the Cairngorms has been found safe and well."],
            "The climber was found dead.",
            "no",
        ),
        (
            ["A climber missing in the Cairngorms has been found safe and well."],
            "The climber was found unharmed.",
            "yes",
        ),
        (
            ["A climber missing in the Cairngorms has been found safe and well."],
            "The climber's torch had died.",
            "unsure",
        ),
        (
            ["Engineers worked through the night to restore the power."],
            "Engineers stopped working overnight.",
            "no",
        ),
        (
            ["Engineers worked through the night to restore the power."],
            "Engineers worked overnight.",
            "yes",
        ),
        (
            ["Cyclist Tom Hale broke the world hour record on Friday."],
            "Hale missed the world hour record.",
            "no",
        ),
    ],
)
def test_found_safe_and_well_worked_through_the_night_and_a_record_broken(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The town's oldest pub will close in June after 140 years because it is for sale."],
            "The pub has been open for more than a century.",
            "yes",
        ),
        (
            ["Pupils at Elm Road School raised £900 for a cancer charity."],
            "The pupils raised money for a heart charity.",
            "no",
        ),
        (
            ["Pupils at Elm Road School raised £900 for a cancer charity."],
            "The pupils raised money for a cancer charity.",
            "yes",
        ),
        (
            ["Priya Nair has opened her first bakery in Leeds."],
            "Nair has run bakeries for years.",
            "no",
        ),
        (
            ["Priya Nair has opened her first bakery in Leeds."],
            "Nair's first bakery has been planned for years.",
            "unsure",
        ),
        (
            ["Police are looking into two break-ins at shops on Mill Lane."],
            "Two shops on Mill Lane were burgled.",
            "yes",
        ),
        (
            ["The council says the ban on fireworks sales was broken by three shops."],
            "Three shops were burgled.",
            "unsure",
        ),
        (
            ["A tortoise that escaped from a garden in Kent was found a mile away."],
            "The tortoise went missing from a garden.",
            "unsure",
        ),
        (
            ["A tortoise that escaped from a garden in Kent was found a mile away."],
            "The tortoise is still missing.",
            "no",
        ),
        (
            [
                "A lifeboat built in 1930 has been bought by a museum in Hull.",
                "The vessel has not carried a crew since 1987.",
            ],
            "The lifeboat still carries a crew today.",
            "no",
        ),
        (
            [
                "The lighthouse has not guided ships since 1998, when an automatic beacon was "
                "installed on a nearby rock."
            ],
            "An automatic beacon replaced the lighthouse in 1998.",
            "unsure",
        ),
    ],
)
def test_closing_after_years_a_first_one_a_break_in_and_the_building_named_before(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            [
                "A poll of 1,500 drivers found that one in five had been caught speeding in the "
                "past year."
            ],
            "20% of the drivers polled had been caught speeding in the last year.",
            "yes",
        ),
        (
            [
                "A poll of 1,500 drivers found that one in five had been caught speeding in the "
                "past year."
            ],
            "20% of the drivers polled had been caught speeding last year.",
            "unsure",
        ),
        (
            ["Folk violinist Ana Reyes will headline the festival on Saturday."],
            "Reyes is a cellist.",
            "no",
        ),
        (
            ["Folk violinist Ana Reyes will headline the festival on Saturday."],
            "Reyes is a violinist.",
            "yes",
        ),
        (
            [
                "The city has bought 40 electric buses.",
                "They will replace ageing buses which run on diesel.",
            ],
            "The new buses run on diesel.",
            "no",
        ),
        (
            [
                "The city has bought 40 electric buses.",
                "They will replace ageing buses which run on diesel.",
            ],
            "The ageing buses run on diesel.",
            "yes",
        ),
    ],
)
def test_the_past_year_who_plays_what_and_what_the_replaced_ones_do(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            [
                "The hill path will close for repairs from October to March.",
                "The hill café will stay open.",
            ],
            "The hill café will close.",
            "no",
        ),
        (
            [
                "The coastal footpath will close for repairs from October to March.",
                "The beach kiosk will stay open.",
            ],
            "The coastal footpath will close.",
            "yes",
        ),
        (
            [
                "A nurse from Cardiff has become the first woman to swim around Anglesey.",
                "Ffion Rees completed the swim in 38 hours.",
            ],
            "Rees is the first woman to swim around Anglesey.",
            "yes",
        ),
        (
            [
                "A nurse from Cardiff has become the first woman to swim around Anglesey.",
                "Ffion Rees completed the swim in 38 hours.",
            ],
            "Rees completed the swim in 40 hours.",
            "no",
        ),
        (
            ["Drummer Sam Price has left the band after ten years."],
            "Price was the band's singer.",
            "no",
        ),
        (
            ["Drummer Sam Price has left the band after ten years."],
            "Price was the band's drummer.",
            "yes",
        ),
        (
            [
                "Customers pay a £5 deposit for each crate, which they get back when the crate is returned."
            ],
            "Customers lose their deposit when they return a crate.",
            "no",
        ),
        (
            [
                "Customers pay a £5 deposit for each crate, which they get back when the crate is returned."
            ],
            "Customers lose their deposit if the crate is damaged.",
            "unsure",
        ),
    ],
)
def test_the_subject_named_whole_where_from_who_sings_and_a_deposit_given_back(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["A lorry caught fire on the M4 overnight.", "The cause is being investigated."],
            "Fire officers have found the cause of the fire.",
            "no",
        ),
        (
            ["A lorry caught fire on the M4 overnight.", "The cause is being investigated."],
            "Police are investigating the cause of the fire.",
            "yes",
        ),
        (
            ["A supermarket will be built on a former airfield near Didcot."],
            "The supermarket will be built on farmland.",
            "no",
        ),
        (
            ["A supermarket will be built on a former airfield near Didcot."],
            "The supermarket will be built on a former airfield.",
            "yes",
        ),
        (
            ["A Welsh language podcast has been nominated for a national award."],
            "The podcast is in Irish.",
            "no",
        ),
        (
            ["The museum welcomed 80,000 visitors in its first year."],
            "The museum had 80,000 visitors in a year.",
            "yes",
        ),
        (
            ["Poet Lena Marsh has won the Forward Prize for her debut, Salt and Iron."],
            "Salt and Iron is Marsh's second collection.",
            "no",
        ),
        (
            ["Poet Lena Marsh has won the Forward Prize for her debut, Salt and Iron."],
            "Marsh's first collection won the Forward Prize.",
            "yes",
        ),
    ],
)
def test_a_cause_still_investigated_land_built_on_a_language_a_first_year_and_a_debut(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The engineers said the patch was quick to write but would not fix the leak."],
            "The engineers said the patch would fix the leak.",
            "no",
        ),
        (
            ["The engineers said the patch was quick to write but would not fix the leak."],
            "The engineers said the patch was quick to write.",
            "yes",
        ),
        (["The bull seal weighed 1,300 kg."], "The seal weighed less than a tonne.", "no"),
        (["The bull seal weighed 1,300 kg."], "The seal weighed more than a tonne.", "yes"),
        (
            ["The puppies learned to sit within days of the course starting."],
            "The puppies took years to learn to sit.",
            "no",
        ),
        (
            ["The puppies learned to sit within days of the course starting."],
            "The puppies took weeks to learn to sit.",
            "yes",
        ),
    ],
)
def test_what_was_said_is_the_act_a_tonne_and_spans_of_another_scale(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            [
                "Two bus firms have agreed to merge.",
                "The deal must be approved by the competition regulator.",
            ],
            "The merger has been approved by the regulator.",
            "no",
        ),
        (
            [
                "All new fares must be approved by the regulator.",
                "The new fares have been approved.",
            ],
            "The new fares have been approved by the regulator.",
            "yes",
        ),
        (
            ["Striker Jo Lund is out for six weeks with a hamstring injury."],
            "Lund has a knee injury.",
            "no",
        ),
        (
            ["Striker Jo Lund is out for six weeks with a hamstring injury."],
            "Lund has a hamstring injury.",
            "yes",
        ),
        (
            ["Golfer Mia Berg has withdrawn from the Scottish Open with a back problem."],
            "Berg will not play in the Scottish Open.",
            "yes",
        ),
        (
            ["Golfer Mia Berg has withdrawn from the Scottish Open with a back problem."],
            "Berg will play in the Scottish Open.",
            "no",
        ),
        (
            [
                "Golfer Mia Berg has withdrawn from the Scottish Open with a back problem.",
                "She hopes to be fit for the Open Championship.",
            ],
            "Berg hopes to play in the Open Championship.",
            "yes",
        ),
        (
            [
                "A young grey seal pup has been found on a beach in Norfolk.",
                "It is not injured but is being fed by rescuers.",
            ],
            "The seal pup is injured.",
            "no",
        ),
        (
            [
                "A young grey seal pup has been found on a beach in Norfolk.",
                "It is not injured but is being fed by rescuers.",
            ],
            "The seal pup is being fed by rescuers.",
            "yes",
        ),
    ],
)
def test_approval_still_needed_where_it_hurts_withdrawn_from_and_it_of_a_longer_name(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            [
                "A Norwegian climber has become the first person to climb all 282 Munros in winter.",
                "Owen Price finished the challenge in 84 days.",
            ],
            "Price was the first person to climb all the Munros in winter.",
            "yes",
        ),
        (
            ["Sara Lind rowed 4,800 km in 14 weeks, rowing up to 12 hours a day."],
            "The row took 14 weeks.",
            "yes",
        ),
        (
            ["Sara Lind rowed 4,800 km in 14 weeks, rowing up to 12 hours a day."],
            "The row took 16 weeks.",
            "no",
        ),
    ],
)
def test_a_people_word_before_a_role_and_spans_in_other_units(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["A silver chalice stolen from a cathedral in 1985 has been found."],
            "The chalice was stolen from a museum.",
            "no",
        ),
        (
            ["A silver chalice stolen from a cathedral in 1985 has been found."],
            "The chalice was stolen from a cathedral.",
            "yes",
        ),
        (
            ["The planet will be easiest to see just before dawn."],
            "The planet will be easiest to see in the evening.",
            "no",
        ),
        (
            ["The planet will be easiest to see just before dawn."],
            "The planet will be easiest to see before dawn.",
            "yes",
        ),
        (
            [
                "Pupils who ate breakfast did better in tests.",
                "The researchers said they could not rule out other explanations.",
            ],
            "The researchers said breakfast definitely causes better test results.",
            "no",
        ),
        (
            [
                "Pupils who ate breakfast did better in tests.",
                "The researchers said they could not rule out other explanations.",
            ],
            "The researchers said other explanations could not be ruled out.",
            "yes",
        ),
    ],
)
def test_where_a_thing_was_kept_dawn_and_evening_and_a_cause_not_proved(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            [
                "The council has banned bonfires in gardens from Monday.",
                "People who break the ban face a fine of up to £500.",
            ],
            "The fine can be as much as £500.",
            "yes",
        ),
        (
            [
                "The council has banned bonfires in gardens from Monday.",
                "People who break the ban face a fine of up to £500.",
            ],
            "Bonfires can be lit in gardens from Monday.",
            "no",
        ),
        (
            ["The new library opened in May, a year later than planned."],
            "The library opened on time.",
            "no",
        ),
        (
            ["The new library opened in May, a year later than planned."],
            "The library opened in May.",
            "yes",
        ),
        (
            [
                "Birdwatchers have spotted a warbler previously seen only in Spain, on the Isle of Wight."
            ],
            "The warbler was a male.",
            "unsure",
        ),
        (["The ferry runs only in summer."], "The ferry runs in winter.", "no"),
    ],
)
def test_a_fine_up_to_a_sum_later_than_planned_and_what_was_only_so_before(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["Snow has delayed the opening of the ski resort by two weeks."],
            "The ski resort opened ahead of schedule.",
            "no",
        ),
        (
            ["Snow has delayed the opening of the ski resort by two weeks."],
            "The ski resort's opening was delayed.",
            "yes",
        ),
        (
            ["The seal that swam into the harbour was last seen heading back out to sea."],
            "The seal was last seen swimming further up the river.",
            "no",
        ),
        (
            ["The seal that swam into the harbour was last seen heading back out to sea."],
            "The seal was last seen heading out to sea.",
            "yes",
        ),
    ],
)
def test_delayed_is_not_ahead_of_schedule_and_out_to_sea_is_not_up_the_river(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            [
                "Two passengers were treated at the scene for minor injuries after the bus hit a wall."
            ],
            "The passengers were badly hurt.",
            "no",
        ),
        (
            [
                "Two passengers were treated at the scene for minor injuries after the bus hit a wall."
            ],
            "Two passengers were injured.",
            "yes",
        ),
        (
            ["The union accused the hospital board of wasting money."],
            "The union praised the hospital board.",
            "no",
        ),
        (
            ["The union accused the hospital board of wasting money."],
            "The union accused the board of wasting money.",
            "yes",
        ),
        (
            ["Parents criticised the school over teacher shortages."],
            "Parents praised the school.",
            "no",
        ),
        (
            ["The runner raised £8,000 for a mental health charity."],
            "The runner raised money for a dementia charity.",
            "no",
        ),
        (
            ["The orchid grows only in the rainforests of Borneo."],
            "The orchid grows in the desert.",
            "no",
        ),
        (
            ["The council delayed a vote on the parking plan until the spring."],
            "The parking plan was approved.",
            "no",
        ),
        (
            ["The council delayed a vote on the parking plan until the spring."],
            "The vote on the parking plan was delayed.",
            "yes",
        ),
        (
            ["The library reopened last month.", "A reading group meets there three days a week."],
            "The library was shut for less than a month.",
            "unsure",
        ),
    ],
)
def test_minor_injuries_accusations_causes_habitats_votes_and_spans_against_rates(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The stamp is one of only five known copies and was found in a loft in Kent."],
            "It is the only known copy of the stamp.",
            "no",
        ),
        (
            ["The stamp is one of only five known copies and was found in a loft in Kent."],
            "The stamp was found in Kent.",
            "yes",
        ),
        (
            ["Commuters have complained that the new timetable makes them late for work."],
            "Commuters are happy with the new timetable.",
            "no",
        ),
        (
            [
                "A boy from York has won the spelling bee after correctly spelling 'rhythm' in the"
                " final round.",
                "Sam Ode beat 30 other finalists.",
            ],
            "Ode misspelled the final word.",
            "no",
        ),
        (
            ["Lifeboat crews found the kayaker cold but unhurt."],
            "The kayaker was seriously hurt.",
            "no",
        ),
        (
            [
                "The council has shut the pool for the summer because of a shortage of lifeguards.",
                "It said the closure would save money.",
            ],
            "The council blamed the cold weather for the closure.",
            "unsure",
        ),
        (
            [
                "The council has shut the pool for the summer because of a shortage of lifeguards.",
                "It said the closure would save money.",
            ],
            "The pool has been shut for the summer.",
            "yes",
        ),
        (
            [
                "The 11-year-old from Derby won the chess final.",
                "She has played since she was six.",
            ],
            "The winner is a teenager.",
            "no",
        ),
        (
            ["The 16-year-old from Derby won the chess final."],
            "The winner is a teenager.",
            "yes",
        ),
        (
            ["The 30-year-old from Derby won the chess final.", "Players aged 8 to 80 took part."],
            "The winner is a teenager.",
            "no",
        ),
    ],
)
def test_one_of_several_complaints_correctness_unhurt_blame_and_ages_of_a_stage(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The director's first film, shot on a phone, won the top prize at the festival."],
            "The director had made several earlier films.",
            "no",
        ),
        (
            ["A school in Hull has become the first in the region to use solar roof tiles."],
            "Other schools were already using solar roof tiles.",
            "no",
        ),
        (
            ["A school in Hull has become the first in the region to use solar roof tiles."],
            "The school uses solar roof tiles.",
            "yes",
        ),
        (
            ["Staff said the new booking system saved them two hours a week."],
            "Staff said the booking system wasted their time.",
            "no",
        ),
        (
            ["The farm's oldest cow, a 20-year-old called Daisy, has retired from milking."],
            "The farm will buy a new cow.",
            "unsure",
        ),
        (
            ["Visitor numbers at the castle doubled last year."],
            "Visitor numbers are expected to double again this year.",
            "unsure",
        ),
        (
            ["Visitor numbers at the castle doubled last year."],
            "Visitor numbers doubled this year.",
            "no",
        ),
    ],
)
def test_first_of_a_kind_saved_time_a_new_one_and_a_rise_again(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The council aims to cut car journeys in the city centre by a third by 2035."],
            "The council aims to halve car journeys by 2035.",
            "no",
        ),
        (
            ["Younger patients were more likely to recover than older patients."],
            "Older patients recovered more than younger patients.",
            "no",
        ),
        (
            ["Younger patients were more likely to recover than older patients."],
            "Younger patients recovered more than older patients.",
            "yes",
        ),
        (
            ["Oat milk was the fastest-selling product in the shop last year."],
            "Scented candles were the fastest-selling product in the shop last year.",
            "no",
        ),
        (
            ["Oat milk was the fastest-selling product in the shop last year."],
            "Oat milk was the fastest-selling product.",
            "yes",
        ),
        (
            ["Flooding closed roads around Edinburgh and Glasgow on Tuesday."],
            "Roads were closed in Wales.",
            "unsure",
        ),
        (
            ["Flooding closed roads around Manchester on Tuesday."],
            "Roads were closed in England.",
            "yes",
        ),
    ],
)
def test_halving_more_likely_than_the_top_held_by_another_and_britains_nations(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["All of the puppies at the shelter are available for adoption."],
            "None of the puppies can be adopted.",
            "no",
        ),
        (
            ["All of the puppies at the shelter are available for adoption."],
            "The puppies can be adopted.",
            "yes",
        ),
        (
            [
                "The choir's tour will include 12 dates next spring.",
                "Tickets go on sale on Monday and are limited to three per customer.",
            ],
            "Customers can buy up to five tickets.",
            "unsure",
        ),
        (
            ["The fare cap will rise to £3 in 2026.", "It was introduced in 2023."],
            "Fares will rise by 10%.",
            "unsure",
        ),
        (
            ["Prices rose by 4% in March and by 6% in April."],
            "Prices rose by 5% in April.",
            "no",
        ),
    ],
)
def test_available_for_adoption_limited_to_and_a_change_against_a_level(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The caretaker, who has worked at the same school for 40 years, retired on Friday."],
            "The caretaker worked at several schools.",
            "no",
        ),
        (
            ["The caretaker, who has worked at the same school for 40 years, retired on Friday."],
            "The caretaker worked at the school for 40 years.",
            "yes",
        ),
        (
            ["The tagged seals swam much further than scientists had expected."],
            "The seals swam less far than expected.",
            "no",
        ),
        (
            ["The tagged seals swam much further than scientists had expected."],
            "The seals swam further than expected.",
            "yes",
        ),
    ],
)
def test_the_same_place_is_not_several_and_less_far_is_not_further(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            ["The mayor has ruled out raising council tax this year."],
            "The mayor ruled out a council tax rise.",
            "yes",
        ),
        (
            ["The mayor has ruled out raising council tax this year."],
            "The mayor will raise council tax this year.",
            "no",
        ),
        (
            ["Entry costs £4, less than half the price of the castle down the road."],
            "Entry costs more than at the castle down the road.",
            "no",
        ),
        (
            ["The cloned sheep later produced lambs of her own."],
            "The cloned sheep was infertile.",
            "no",
        ),
        (
            ["Both full-time and part-time workers will get the bonus."],
            "Only full-time workers will get the bonus.",
            "no",
        ),
        (
            ["Both full-time and part-time workers will get the bonus."],
            "Full-time workers will get the bonus.",
            "yes",
        ),
    ],
)
def test_ruled_out_a_rise_half_the_price_sterile_and_only_one_of_a_pair(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected


@pytest.mark.parametrize(
    ("context", "claim", "expected"),
    [
        (
            [
                "A village baker has been named Baker of the Year after a public vote.",
                "She received 4,000 votes, about a third of the total.",
            ],
            "The baker received most of the votes.",
            "no",
        ),
        (
            ["From next year, the school will serve water instead of fizzy drinks at lunch."],
            "The school will serve fizzy drinks at lunch from next year.",
            "no",
        ),
        (
            ["From next year, the school will serve water instead of fizzy drinks at lunch."],
            "The school will serve water at lunch.",
            "yes",
        ),
    ],
)
def test_a_quarter_is_not_most_and_what_is_replaced_is_not_kept(
    context: list[str], claim: str, expected: str
) -> None:
    assert verdict(context, claim) == expected
