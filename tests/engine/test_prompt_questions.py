"""What a prompt says of itself besides its words (issue 31.6): "the Operation first" (6.3.2), "a
country without odds is sure" (8.3.1) and a key for "the same question again", so that the menus
above know no rule number and read no text."""

from engine.msg import country, m
from engine.prompts import OPS_FIRST, ask
from tests.helpers import choose, game_at

J3 = 81  # Foreign Fighters: a 3-value Jihadist card (its own event does not trigger)


def test_the_order_question_of_6_3_2_names_its_operation_first_answer():
    countries = {"iraq": {"governance": "poor", "alignment": "ally", "sleepers": 11}}
    g = game_at({"hands": {"jihadist": [48], "us": [50, 40]}, "phase": "us", "countries": countries})
    choose(g, "play:50", "ops:reserves")  # Ansar al-Islam, the Jihadist's Event, for Operations
    p = g.prompt()
    assert p.kind == "order" and p.ops_first() == OPS_FIRST and p.offers(OPS_FIRST)
    assert not p.sure_without_odds
    choose(g, OPS_FIRST)
    q = g.prompt()
    assert q is not None and q.ops_first() is None
    # US Election (6.3.1) asks the same way
    g = game_at({"hands": {"jihadist": [120, 48], "us": [40]}, "countries": {"iraq": {"governance": "poor", "sleepers": 1}}})
    choose(g, "play:120", "ops:travel")
    assert g.prompt().ops_first() == OPS_FIRST
    # a card menu or a country menu is no such question
    g = game_at({"hands": {"jihadist": [J3], "us": [40]}, "countries": {}})
    assert g.prompt().kind == "card" and g.prompt().ops_first() is None


def test_a_travel_destination_without_odds_is_sure_8_3_1():
    g = game_at({"hands": {"jihadist": [J3], "us": [40]}, "countries": {"iraq": {"governance": "poor", "sleepers": 2}}})
    choose(g, f"play:{J3}", "ops:travel")
    origin = g.prompt()
    assert origin.kind == "travel_origin" and not origin.sure_without_odds
    choose(g, "country:iraq")
    dest = g.prompt()
    assert dest.kind == "travel_dest" and dest.sure_without_odds
    syria = dest.option("country:syria")  # Adjacent: automatic, no die
    assert syria is not None and syria.odds is None
    far = dest.option("country:united_states")
    assert far is not None and far.odds is not None and far.odds < 1


def test_the_same_question_with_other_counts_has_the_same_key():
    g = game_at({"hands": {"jihadist": [J3], "us": [40]}, "countries": {"iraq": {"governance": "poor", "sleepers": 3}}})
    choose(g, f"play:{J3}", "ops:travel")
    first = g.prompt()  # "Travel 1 of 3: which country does a Cell leave?"
    choose(g, "country:iraq")
    dest_iraq = g.prompt()  # "Travel from Iraq: to which country?"
    choose(g, "country:syria")
    second = g.prompt()  # "Travel 2 of 3: ..."
    assert first.msg != second.msg and first.text != second.text
    assert first.question() == second.question()
    assert dest_iraq.question() != first.question()
    # another origin is another question; the words never count
    choose(g, "country:afghanistan")
    dest_afghanistan = g.prompt()
    assert dest_afghanistan.kind == "travel_dest" and dest_afghanistan.question() != dest_iraq.question()
    assert ask("jihadist", m("travel-dest-ask", country=country("iraq")), [], kind="travel_dest").question() == (
        dest_iraq.question()
    )


def test_the_key_keeps_references_and_drops_only_numbers():
    def q(msg, kind="country", role="us"):
        return ask(role, msg, [("country:iraq", "Iraq")], kind=kind).question()

    assert q(m("woi-where", ops=3)) == q(m("woi-where", ops=1))
    assert q(m("woi-where", ops=3)) != q(m("disrupt-where", ops=3))
    assert q(m("woi-where", ops=3)) != q(m("woi-where", ops=3), role="jihadist")
    assert q(m("woi-where", ops=3)) != q(m("woi-where", ops=3), kind="other")
    assert q(m("withdraw-to-where", country=country("iraq"))) != q(m("withdraw-to-where", country=country("syria")))
    nested = m("designate-ask", op=m("op-recruit"), n=1, ops=3)
    assert q(nested) == q(m("designate-ask", op=m("op-recruit"), n=2, ops=3))
    assert q(nested) != q(m("designate-ask", op=m("op-jihad"), n=1, ops=3))
    hash(q(nested))  # a key a dict or a set can hold
