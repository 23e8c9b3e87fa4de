import time
import discord

def controls(m):
    out = []
    for row in m.components:
        for c in getattr(row, "children", [row]):
            out.append(c)
    return out

async def test_start(bot_env):
    g = bot_env.create_guild()
    ch = g.create_text_channel("general")
    alice = g.add_member(bot_env.create_user("alice"))
    r = await alice.slash(ch, "labyrinth new", players="solo")
    r = await alice.slash(ch, "labyrinth start")
    t = time.time()
    pages = 0
    for step in range(60):
        msgs = [m for m in ch.history() if controls(m)]
        m = msgs[-1]
        cs = controls(m)
        sel = [c for c in cs if isinstance(c, discord.SelectMenu)]
        if sel:
            nxt = [c for c in cs if isinstance(c, discord.Button) and c.label.startswith("Next") ]
            if nxt and pages < 3:
                pages += 1
                await alice.click(m, custom_id=nxt[0].custom_id)
                continue
            await alice.select(m, [sel[0].options[-1].value], custom_id=sel[0].custom_id)
        else:
            await alice.click(m, custom_id=cs[0].custom_id)
    print("time", time.time() - t)
    imgs = sum(1 for m in ch.history() if m.attachments)
    print("msgs", len(ch.history()), "imgs", imgs)
    for m in ch.history()[-40:]:
        print(repr(m.content[:150]), [(e.title, (e.description or "")[:200]) for e in m.embeds], len(m.attachments))
