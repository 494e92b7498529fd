#!/usr/bin/env python3
"""One-off: split data/<collection>.json into data/<collection>/<id>.json with {it, en} texts.

Usage: migrate.py <repo> <collection> <localized paths...> [--teaching-language] [--no-order]
A path is "title" (top-level) or "CourseModule.title" (a property of a definition).
Also rewrites data/schemas/<collection>.schema.json to describe one entry.
"""
import json, os, sys, copy
from collections import OrderedDict

repo, coll, *paths = sys.argv[1:]
extra = {}
if "--teaching-language" in paths:
    paths.remove("--teaching-language")
    extra["teachingLanguage"] = True
# A collection sorted by a date of its own (events) gets no editors' position.
if "--no-order" in paths:
    paths.remove("--no-order")
    extra["noOrder"] = True
en_dir = "/work/en-copy"
LOC = ["it", "en"]

schema_path = f"{repo}/data/schemas/{coll}.schema.json"
old = json.load(open(schema_path), object_pairs_hook=OrderedDict)
data = json.load(open(f"{repo}/data/{coll}.json"), object_pairs_hook=OrderedDict)
en = json.load(open(f"{en_dir}/{coll}.json"), object_pairs_hook=OrderedDict)
assert len(data["items"]) == len(en["items"]), "length"

entry_ref = old["properties"]["items"]["items"]["$ref"].split("/")[-1]
defs = old["definitions"]
entry = defs.pop(entry_ref)

# which (definition, property) are localized
targets = {}
for p in paths:
    d, _, prop = p.rpartition(".")
    targets.setdefault(d or entry_ref, set()).add(prop)


def localize_prop(prop):
    value = OrderedDict()
    for k in ("type", "minLength", "maxLength", "pattern", "x-pattern-hint", "minItems", "maxItems", "items", "uniqueItems", "format"):
        if k in prop:
            value[k] = prop[k]
    new = OrderedDict()
    for k in ("title", "description"):
        if k in prop:
            new[k] = prop[k]
    new["x-localized"] = True
    for k in ("x-unique",):
        if k in prop:
            new[k] = prop[k]
    new["type"] = "object"
    new["required"] = LOC
    new["propertyNames"] = {"enum": LOC}
    new["additionalProperties"] = value
    leftover = set(prop) - set(value) - {"title", "description", "x-unique"}
    assert not leftover, leftover
    return new


def convert_def(name, d):
    for prop in targets.get(name, ()):
        d["properties"][prop] = localize_prop(d["properties"][prop])
    return d


convert_def(entry_ref, entry)
for name in list(defs):
    convert_def(name, defs[name])

# root = the entry, with $schema and order
props = OrderedDict()
props["$schema"] = OrderedDict([("type", "string"), ("description", "Percorso dello schema, per gli editor.")])
TEACHING = OrderedDict(
    [
        ("title", "Lingua in cui si tiene"),
        ("type", "string"),
        ("description", "La lingua delle lezioni: it (italiano) o en (inglese)."),
        ("enum", ["it", "en"]),
        ("default", "it"),
    ]
)
for k, v in entry["properties"].items():
    props[k] = v
    if k == "mode" and extra.get("teachingLanguage"):
        props["teachingLanguage"] = TEACHING
    if k == "id" and not extra.get("noOrder"):
        props["order"] = OrderedDict(
            [
                ("title", "Posizione"),
                ("type", "integer"),
                ("description", "Posizione nell'elenco: 1 viene mostrato per primo. Ogni voce ha la sua."),
                ("minimum", 1),
            ]
        )
if extra.get("teachingLanguage") and "teachingLanguage" not in props:
    props["teachingLanguage"] = TEACHING
required = ["$schema", "id"] + ([] if extra.get("noOrder") else ["order"]) + [r for r in entry["required"] if r != "id"]
if extra.get("teachingLanguage"):
    required.append("teachingLanguage")

root = OrderedDict()
root["$schema"] = old["$schema"]
root["title"] = old["title"]
root["description"] = old["description"]
root["type"] = "object"
root["additionalProperties"] = False
root["required"] = required
root["properties"] = props
if defs:
    root["definitions"] = defs
json.dump(root, open(schema_path, "w"), indent=2, ensure_ascii=False)
open(schema_path, "a").write("\n")


def resolve(prop):
    if "$ref" in prop:
        return root["definitions"][prop["$ref"].split("/")[-1]]
    return prop


def convert(it_val, en_val, schema, where):
    if schema.get("x-localized"):
        assert en_val is not None, where
        if it_val == en_val and isinstance(it_val, str) and " " in it_val:
            print(f"  note: same text in both languages at {where}: {it_val!r}", file=sys.stderr)
        return OrderedDict([("it", it_val), ("en", en_val)])
    s = resolve(schema)
    if isinstance(it_val, list):
        items = s.get("items", {})
        return [convert(a, b, items, f"{where}[{i}]") for i, (a, b) in enumerate(zip(it_val, en_val))]
    if isinstance(it_val, dict) and "properties" in s:
        out = OrderedDict()
        for k, v in it_val.items():
            out[k] = convert(v, en_val.get(k), s["properties"].get(k, {}), f"{where}.{k}")
        return out
    if it_val != en_val:
        print(f"  note: fact differs in English copy at {where}: {it_val!r} vs {en_val!r}", file=sys.stderr)
    return it_val


os.makedirs(f"{repo}/data/{coll}", exist_ok=True)
for n, (it_item, en_item) in enumerate(zip(data["items"], en["items"]), start=1):
    assert it_item["id"] == en_item["id"]
    out = OrderedDict()
    out["$schema"] = f"../schemas/{coll}.schema.json"
    body = convert(it_item, en_item, entry, it_item["id"])
    for k, v in body.items():
        out[k] = v
        if k == "id" and not extra.get("noOrder"):
            out["order"] = n
    if extra.get("teachingLanguage"):
        # after the facts that describe how it is held
        out["teachingLanguage"] = "it"
    ordered = OrderedDict((k, out[k]) for k in props if k in out)
    with open(f"{repo}/data/{coll}/{it_item['id']}.json", "w") as f:
        json.dump(ordered, f, indent=2, ensure_ascii=False)
        f.write("\n")
os.remove(f"{repo}/data/{coll}.json")
print(f"{coll}: {len(data['items'])} entries")
