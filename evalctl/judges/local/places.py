"""Which country well-known cities are in: the hypernym a claim may use for a city the
context names ("trained in France" for "trained in Lyon"), and not for one it does not.

A short table of large and often-named cities; a city that is not here is only ever compared
by its own name, as before.
"""

from __future__ import annotations

from evalctl.judges.local.text import stem

_CITIES = {
    "France": "Paris Lyon Marseille Toulouse Nice Bordeaux Lille Nantes Strasbourg Montpellier",
    "Germany": "Berlin Hamburg Munich Cologne Frankfurt Stuttgart Düsseldorf Leipzig Dresden",
    "Italy": "Rome Milan Naples Turin Florence Venice Bologna Genoa Palermo",
    "Spain": "Madrid Barcelona Valencia Seville Bilbao Malaga Zaragoza Granada",
    "Portugal": "Lisbon Porto",
    "Netherlands": "Amsterdam Rotterdam Utrecht Eindhoven",
    "Belgium": "Brussels Antwerp Ghent Bruges Liège",
    "Switzerland": "Zurich Geneva Basel Bern Lausanne",
    "Austria": "Vienna Salzburg Graz Innsbruck",
    "Britain": "London Manchester Birmingham Liverpool Leeds Glasgow Edinburgh Bristol Cardiff",
    "Ireland": "Dublin Cork Galway",
    "Sweden": "Stockholm Gothenburg Malmö Uppsala",
    "Norway": "Oslo Bergen Trondheim Stavanger",
    "Denmark": "Copenhagen Aarhus Odense",
    "Finland": "Helsinki Tampere Turku",
    "Poland": "Warsaw Krakow Kraków Gdansk Gdańsk Wroclaw Wrocław Poznan",
    "Greece": "Athens Thessaloniki",
    "Turkey": "Istanbul Ankara Izmir",
    "Russia": "Moscow Petersburg Novosibirsk",
    "Japan": "Tokyo Osaka Kyoto Yokohama Sapporo Nagoya Kobe Hiroshima",
    "China": "Beijing Shanghai Shenzhen Guangzhou Chengdu Wuhan Hangzhou",
    "India": "Delhi Mumbai Bangalore Bengaluru Chennai Kolkata Hyderabad Pune",
    "Canada": "Toronto Montreal Vancouver Ottawa Calgary Quebec",
    "Australia": "Sydney Melbourne Brisbane Perth Adelaide Canberra",
    "Brazil": "Rio Paulo Brasília Brasilia Salvador",
    "Argentina": "Aires Córdoba Rosario",
    "Mexico": "Guadalajara Monterrey Cancún Cancun",
    "Egypt": "Cairo Alexandria Luxor",
    "Nigeria": "Lagos Abuja Kano Ibadan",
    "Kenya": "Nairobi Mombasa",
    "Ghana": "Accra Kumasi",
    "Morocco": "Casablanca Marrakesh Marrakech Rabat Fez",
    "Korea": "Seoul Busan Incheon",
    "Vietnam": "Hanoi",
    "Thailand": "Bangkok",
}  # fmt: skip
COUNTRY_OF = {
    stem(city.lower()): stem(country.lower())
    for country, cities in _CITIES.items()
    for city in cities.split()
}
KNOWN_PLACES = frozenset(COUNTRY_OF) | frozenset(COUNTRY_OF.values())
"""The stems of the table's cities and countries: names, even where a claim opens with one
("Spain signed the treaty"), which the capitals after the first word do not show."""
_SAME_COUNTRY = {"britain": ("uk", "kingdom")}
"""Other names a claim may give a country: "in the UK" for Manchester."""
_NATION_OF = {
    stem(city.lower()): stem(nation)
    for nation, cities in (
        ("england", "London Manchester Birmingham Liverpool Leeds Bristol"),
        ("scotland", "Glasgow Edinburgh"),
        ("wales", "Cardiff"),
    )
    for city in cities.split()
}
"""The nation of Britain a city is in: "in England" for Manchester, and not for Glasgow."""


def countries_of(places: frozenset[str]) -> frozenset[str]:
    """The stems of the countries the given place stems are cities of (and, for Britain's,
    the nation)."""
    found = {COUNTRY_OF[place] for place in places if place in COUNTRY_OF}
    for country in list(found):
        found.update(stem(name) for name in _SAME_COUNTRY.get(country, ()))
    found.update(_NATION_OF[place] for place in places if place in _NATION_OF)
    return frozenset(found)
