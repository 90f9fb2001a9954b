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
#      from the ConfigMap (no subPath) and its .xcstrings valid JSON;
#   3. when an icufmt is built (ICUFMT, default .build/debug/icufmt, as CI
#      has it by then): `icufmt serve` started with the Deployment's
#      environment on a loopback port, its catalog the ConfigMap's files laid
#      out as the kubelet mounts them, must listen, list the catalog and
#      drain with exit 0 (a setting out of range or a catalog that does not
#      load would stop it).
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
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

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
mount_point = mount["mountPath"] if mount else ""
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

binary = os.environ.get("ICUFMT", ".build/debug/icufmt")
if not os.path.exists(binary):
    print(f"deploy/kubernetes: no {binary}; the Deployment's settings were not started")
    sys.exit(0)
# The ConfigMap as the kubelet mounts it: files in a timestamped folder,
# ..data linking to it, each key linked through ..data.
folder = tempfile.mkdtemp(prefix="icufmt-configmap-")
os.mkdir(os.path.join(folder, "..2026_01_01_00_00_00.000000001"))
os.symlink("..2026_01_01_00_00_00.000000001", os.path.join(folder, "..data"))
for key, text in resources["ConfigMap"]["data"].items():
    with open(os.path.join(folder, "..data", key), "w") as handle:
        handle.write(text)
    os.symlink(os.path.join("..data", key), os.path.join(folder, key))
environment = {k: v for k, v in os.environ.items() if not k.startswith("ICUFMT_")}
environment.update(env)
environment.update(ICUFMT_HOST="127.0.0.1", ICUFMT_PORT="0",
                   ICUFMT_CATALOGS=env["ICUFMT_CATALOGS"].replace(mount_point, folder, 1))
log = tempfile.TemporaryFile(mode="w+")
server = subprocess.Popen([binary, "serve"], env=environment, stderr=log, stdout=subprocess.DEVNULL)
port, deadline = None, time.monotonic() + 60
while port is None and time.monotonic() < deadline and server.poll() is None:
    time.sleep(0.1)
    log.seek(0)
    found = re.search(r"msg=listening .*port=(\d+)", log.read())
    port = found and int(found.group(1))
listing = ""
if port:
    direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    listing = direct.open(f"http://127.0.0.1:{port}/v1/catalogs", timeout=10).read().decode()
    server.send_signal(signal.SIGTERM)
try:
    code = server.wait(60)
except subprocess.TimeoutExpired:
    server.kill()
    code = None
log.seek(0)
shutil.rmtree(folder)
if not port or '"name":"app"' not in listing or code != 0:
    sys.exit(f"error: deploy/kubernetes: icufmt serve with the Deployment's settings: port {port}, "
             f"catalogs {listing!r}, exit {code}; its log:\n{log.read()}")
print(f"deploy/kubernetes: {binary} serve started with the Deployment's settings, served the ConfigMap's "
      f"catalog through a kubelet-style mount and drained (exit 0)")
PYEOF
