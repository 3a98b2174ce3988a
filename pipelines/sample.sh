#!/usr/bin/env bash
# Runs the sample pipeline on samples/ and writes output/. Each stage is added here as it lands;
# `mm-run pipelines/sample.yaml` takes over once the pipeline runner exists.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product mm-check
swift build --product mm-eval
bin=$(swift build --show-bin-path)
mkdir -p output

# Check the hand-made jobs file: valid records to output/, bad lines to the rejects file.
"$bin/mm-check" samples/check/jobs.handmade.jsonl --type raw-job -o output/jobs.checked.jsonl

# Offline evaluation of the sample shortlists: ranking metrics against the judgments (with the
# old weighting as baseline), and off-policy estimates from the logged feedback.
"$bin/mm-eval" metrics samples/eval/matches.jsonl --judgments samples/eval/judgments.jsonl \
    --jobs samples/eval/jobs.enriched.jsonl --baseline samples/eval/logged.matches.jsonl \
    --k 3 --seed 7 -o output/eval.metrics.json
"$bin/mm-eval" ope samples/eval/feedback.jsonl --matches samples/eval/matches.jsonl \
    --logged-matches samples/eval/logged.matches.jsonl --seed 7 -o output/eval.ope.json

echo
echo "Sample pipeline done. Look at:"
echo "  output/jobs.checked.jsonl           the valid records, in canonical form"
echo "  output/jobs.checked.rejects.jsonl   the lines that were rejected, and why"
echo "  output/jobs.checked.manifest.json   what ran, on which inputs, with what counts"
echo "  output/eval.metrics.json            ranking metrics of the sample shortlists, with intervals"
echo "  output/eval.ope.json                off-policy estimates from the sample feedback"
