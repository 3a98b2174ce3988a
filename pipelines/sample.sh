#!/usr/bin/env bash
# Builds the tools and runs the sample pipeline (pipelines/sample.yaml) on samples/ into output/.
# The same as the README's first command: swift build && .build/debug/mm-run pipelines/sample.yaml
set -euo pipefail
cd "$(dirname "$0")/.."

swift build
"$(swift build --show-bin-path)/mm-run" pipelines/sample.yaml

echo
echo "Sample pipeline done. Look at:"
echo "  output/shortlists.jsonl    one line per candidate: ranked jobs, scores and reasons"
echo "  output/shortlists.csv      the same as a spreadsheet"
echo "  output/shortlists.sqlite   every run, the jobs, profiles, matches, feedback and applications"
echo "  output/report.html         the report page (output/report.json: the same numbers)"
echo "  output/jobs.checked.jsonl  mm-check's valid records (rejects: output/jobs.checked.rejects.jsonl)"
echo "  output/eval.metrics.json  ranking metrics of the sample shortlists, with intervals (eval.ope.json: off-policy estimates)"
echo "  output/eval.sweep.csv     8 weightings ranked by NDCG@3 (eval.best-weights.yaml: the best); eval.simulation.svg: regret curves"
