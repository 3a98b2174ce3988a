#!/usr/bin/env bash
# Runs the sample pipeline on samples/ and writes output/. Each stage is added here as it lands;
# `mm-run pipelines/sample.yaml` takes over once the pipeline runner exists.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product mm-check
swift build --product mm-onet
swift build --product mm-enrich
bin=$(swift build --show-bin-path)
mkdir -p output

# Check the hand-made jobs file: valid records to output/, bad lines to the rejects file.
"$bin/mm-check" samples/check/jobs.handmade.jsonl --type raw-job -o output/jobs.checked.jsonl

# O*NET enrichment on the demo subset in samples/onet (not the real release).
"$bin/mm-onet" import samples/onet -o output/onet.idx
"$bin/mm-enrich" samples/onet/demo/jobs.jsonl --index output/onet.idx -o output/jobs.enriched.jsonl
"$bin/mm-enrich" --profiles samples/onet/demo/resumes.jsonl --index output/onet.idx -o output/profiles.jsonl \
  --candidate-input samples/onet/demo/candidates.jsonl --questions pipelines/career-questions.yaml --as-of 2026-11-01

echo
echo "Sample pipeline done. Look at:"
echo "  output/jobs.checked.jsonl           the valid records, in canonical form"
echo "  output/jobs.checked.rejects.jsonl   the lines that were rejected, and why"
echo "  output/jobs.checked.manifest.json   what ran, on which inputs, with what counts"
echo "  output/jobs.enriched.jsonl          jobs with O*NET occupation, skills, education, interests"
echo "  output/profiles.jsonl               candidate profiles with keywords, targets and answers"
