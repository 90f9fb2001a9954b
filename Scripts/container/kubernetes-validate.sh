#!/usr/bin/env bash
# Validates deploy/kubernetes/*.yaml offline, as .ci/run does:
#
#   1. against the Kubernetes API's JSON schemas, strictly (an unknown or
#      misspelt field fails), for the oldest and the newest Kubernetes the
#      manifests are meant for (1.30 and 1.37), with kubernetes-validate
#      from PyPI: it ships the schemas of each version in its package, so no
#      cluster and no network beyond PyPI is needed (kubeconform, the usual
#      tool, is a Go binary that downloads its schemas: not to be had here);
#   2. the numbers that must agree with icufmt's own settings:
#      terminationGracePeriodSeconds = preStop sleep + ICUFMT_DRAIN_GRACE +
#      ICUFMT_DRAIN_TIMEOUT + 5, a memory limit above ICUFMT_MEMORY_LIMIT and
#      equal to the request, ICUFMT_WORKERS = the CPU limit, the probes on
#      /readyz and /healthz, the catalog named in ICUFMT_CATALOGS mounted
#      from the ConfigMap (no subPath) and its .xcstrings valid JSON.
#
# Needs: python3 with pip; installs kubernetes-validate==1.37.0 when absent.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Run as a module: a console script just installed may not be on PATH yet
# (pyenv's shims are made by a rehash).
version=1.37.0
if [ "$(python3 -m kubernetes_validate --version 2>/dev/null || true)" != "$version" ]; then
    python3 -m pip install --quiet --disable-pip-version-check "kubernetes-validate==$version"
fi
for kubernetes in 1.30.0 1.37.0; do
    python3 -m kubernetes_validate --strict --quiet -k "$kubernetes" deploy/kubernetes/*.yaml
    echo "deploy/kubernetes: valid for Kubernetes $kubernetes"
done

python3 - deploy/kubernetes/*.yaml <<'PYEOF'
import json
import re
import sys

import yaml

resources = {}
for path in sys.argv[1:]:
    for document in yaml.safe_load_all(open(path)):
        resources[document["kind"]] = document
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)


def mebibytes(text):
    number, unit = re.fullmatch(r"(\d+)(Mi|MiB|Gi|GiB)", text).groups()
    return int(number) * (1024 if unit.startswith("G") else 1)


pod = resources["Deployment"]["spec"]["template"]["spec"]
container = pod["containers"][0]
env = {item["name"]: item["value"] for item in container["env"]}
sleep = int(container["lifecycle"]["preStop"]["exec"]["command"][1])
grace = sleep + int(env["ICUFMT_DRAIN_GRACE"]) + int(env["ICUFMT_DRAIN_TIMEOUT"]) + 5
expect(pod["terminationGracePeriodSeconds"] == grace,
       f"terminationGracePeriodSeconds is {pod['terminationGracePeriodSeconds']}, not preStop + drain + 5 = {grace}")
resources_ = container["resources"]
limit = mebibytes(resources_["limits"]["memory"])
expect(limit > mebibytes(env["ICUFMT_MEMORY_LIMIT"]), "the memory limit must be above ICUFMT_MEMORY_LIMIT")
expect(resources_["requests"]["memory"] == resources_["limits"]["memory"], "memory request != limit")
expect(env["ICUFMT_WORKERS"] == str(resources_["limits"]["cpu"]), "ICUFMT_WORKERS != the CPU limit")
expect(env["ICUFMT_HOST"] == "0.0.0.0", "ICUFMT_HOST must be 0.0.0.0")
expect(container["readinessProbe"]["httpGet"]["path"] == "/readyz", "readiness is /readyz")
expect(container["livenessProbe"]["httpGet"]["path"] == "/healthz", "liveness is /healthz")
catalog = env["ICUFMT_CATALOGS"].split("=", 1)[1]
mount = next((m for m in container["volumeMounts"] if catalog.startswith(m["mountPath"])), None)
expect(mount is not None and "subPath" not in mount, "the catalog's path is not a whole ConfigMap mount")
volume = next(v for v in pod["volumes"] if mount and v["name"] == mount["name"])
expect(volume["configMap"]["name"] == resources["ConfigMap"]["metadata"]["name"], "the mount is not the ConfigMap")
for key, text in resources["ConfigMap"]["data"].items():
    if key.endswith(".xcstrings"):
        json.loads(text)
expect(resources["HorizontalPodAutoscaler"]["spec"]["minReplicas"] >= 2, "fewer than 2 replicas")
for failure in failures:
    print("error: deploy/kubernetes:", failure, file=sys.stderr)
if failures:
    sys.exit(1)
print(f"deploy/kubernetes: settings agree (terminationGracePeriodSeconds {grace}, memory {limit} Mi)")
PYEOF
