#!/usr/bin/env python3
"""One-off: the documents in both languages (docs/i18n.md, "Content").

- data/site.json and data/about.json keep their place, their texts as {it, en};
- data/pages.json and data/legal.json become data/pages/<id>.json and data/legal/<id>.json, one
  document per page, the schema describing one (no `order`: a page's place is the route map's).

Usage: migrate-documents.py <repo>. Texts come from data/ and en-copy/ (the English copy).
"""
import json, os, sys
from collections import OrderedDict

repo = sys.argv[1]
EN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "en-copy")
LOC = ["it", "en"]
load = lambda p: json.load(open(p), object_pairs_hook=OrderedDict)


def dump(value, path):
    with open(path, "w") as f:
        json.dump(value, f, indent=2, ensure_ascii=False)
        f.write("\n")


def localize_prop(prop):
    value = OrderedDict((k, prop[k]) for k in ("type", "minLength", "maxLength", "pattern", "x-pattern-hint", "minItems", "maxItems", "items", "uniqueItems", "format") if k in prop)
    new = OrderedDict((k, prop[k]) for k in ("title", "description") if k in prop)
    new["x-localized"] = True
    new["type"] = "object"
    new["required"] = LOC
    new["propertyNames"] = {"enum": LOC}
    new["additionalProperties"] = value
    leftover = set(prop) - set(value) - {"title", "description"}
    assert not leftover, leftover
    return new


def localize_schema(schema, targets):
    """targets: {definition name or "" for the root: [property, ...]}"""
    for where, props in targets.items():
        node = schema if where == "" else schema["definitions"][where]
        for p in props:
            node["properties"][p] = localize_prop(node["properties"][p])


def resolve(schema, prop):
    return schema["definitions"][prop["$ref"].split("/")[-1]] if "$ref" in prop else prop


def convert(schema, it_val, en_val, prop, where):
    if prop.get("x-localized"):
        assert en_val is not None, where
        return OrderedDict([("it", it_val), ("en", en_val)])
    s = resolve(schema, prop)
    if isinstance(it_val, list):
        assert len(it_val) == len(en_val), where
        return [convert(schema, a, b, s.get("items", {}), f"{where}[{i}]") for i, (a, b) in enumerate(zip(it_val, en_val))]
    if isinstance(it_val, dict) and "properties" in s:
        return OrderedDict((k, convert(schema, v, en_val.get(k), s["properties"].get(k, {}), f"{where}.{k}")) for k, v in it_val.items())
    if it_val != en_val:
        print(f"  note: fact differs in the English copy at {where}: {it_val!r} vs {en_val!r}", file=sys.stderr)
    return it_val


def document(name, targets):
    schema_path = f"{repo}/data/schemas/{name}.schema.json"
    schema = load(schema_path)
    localize_schema(schema, targets)
    dump(schema, schema_path)
    data = convert(schema, load(f"{repo}/data/{name}.json"), load(f"{EN}/{name}.json"), schema, name)
    dump(data, f"{repo}/data/{name}.json")


def split(name, targets, drop=()):
    schema_path = f"{repo}/data/schemas/{name}.schema.json"
    old = load(schema_path)
    entry_ref = old["properties"]["items"]["items"]["$ref"].split("/")[-1]
    defs = old["definitions"]
    entry = defs.pop(entry_ref)
    root = OrderedDict()
    root["$schema"] = old["$schema"]
    root["title"] = old["title"]
    root["description"] = entry.get("description", old["description"])
    root["type"] = "object"
    root["additionalProperties"] = False
    root["required"] = ["$schema"] + [r for r in entry["required"] if r not in drop]
    props = OrderedDict([("$schema", OrderedDict([("type", "string"), ("description", "Percorso dello schema, per gli editor.")]))])
    props.update((k, v) for k, v in entry["properties"].items() if k not in drop)
    root["properties"] = props
    if defs:
        root["definitions"] = defs
    localize_schema(root, targets)
    dump(root, schema_path)
    it, en = load(f"{repo}/data/{name}.json"), load(f"{EN}/{name}.json")
    os.makedirs(f"{repo}/data/{name}", exist_ok=True)
    for a, b in zip(it["items"], en["items"]):
        assert a["id"] == b["id"]
        out = OrderedDict([("$schema", f"../schemas/{name}.schema.json")])
        for k, v in a.items():
            if k not in drop:
                out[k] = convert(root, v, b.get(k), props[k], f"{a['id']}.{k}")
        dump(out, f"{repo}/data/{name}/{a['id']}.json")
    os.remove(f"{repo}/data/{name}.json")
    print(f"{name}: {len(it['items'])} documents")


document("site", {"": ["tagline", "description", "city"]})
document("about", {"": ["intro", "story"], "AboutStatement": ["title", "text"]})
# A page's path is the route map's (src/lib/routes/route-map.ts), in each language.
split("pages", {"": ["title", "description", "eyebrow", "heading", "intro", "heroKeywords"]}, drop=("path",))
split("legal", {"LegalSection": ["heading", "paragraphs", "list", "closing"], "LegalLink": ["label"]})
