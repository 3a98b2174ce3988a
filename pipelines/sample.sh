#!/usr/bin/env bash
# Runs the sample pipeline on samples/ and writes output/. Each stage is added here as it lands;
# `mm-run pipelines/sample.yaml` takes over once the pipeline runner exists.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product mm-check
swift build --product mm-resumes
bin=$(swift build --show-bin-path)
mkdir -p output

# Check the hand-made jobs file: valid records to output/, bad lines to the rejects file.
"$bin/mm-check" samples/check/jobs.handmade.jsonl --type raw-job -o output/jobs.checked.jsonl

# Parse the sample resumes (PDF, DOCX, TXT, Markdown, HTML); JSON Resume copies go beside them.
"$bin/mm-resumes" samples/resumes/files -o output/resumes.jsonl --json-resume-dir output/json-resume

echo
echo "Sample pipeline done. Look at:"
echo "  output/jobs.checked.jsonl           the valid records, in canonical form"
echo "  output/jobs.checked.rejects.jsonl   the lines that were rejected, and why"
echo "  output/jobs.checked.manifest.json   what ran, on which inputs, with what counts"
echo "  output/resumes.jsonl                the sample resumes as ParsedResume records"
