#!/usr/bin/env python3
"""The NumPy/SciPy baseline of mm-score: the same formula, vectorized, on the same JSONL files.

Reads jobs.enriched.jsonl and profiles.jsonl (as `mm-bench score --data-dir` writes them),
computes every feature of pipelines/weights.yaml's defaults for every (candidate, job) pair in
blocks of candidates (skill overlap as a scipy.sparse product), adds one Beta draw per
(candidate, arm), applies the hard filters, keeps the top K per candidate and writes
profile_id, job_id, rank and score as JSONL. It times itself and prints one JSON line.

Not reproduced: the diversity cap (a greedy selection, not vectorizable) and the reasons and
per-feature components mm-score writes; both make mm-score do more work, not less.

    python3 bench/numpy_baseline.py --jobs DIR/jobs.enriched.jsonl --profiles DIR/profiles.jsonl \
        --top-k 50 -o DIR/matches.numpy.jsonl
"""
import argparse
import json
import math
import re
import time
from datetime import datetime

import numpy as np
import scipy.sparse as sp

WEIGHTS = dict(skill_overlap=0.20, occupation=0.30, education=0.05, experience=0.07, location=0.05,
               salary=0.05, keywords=0.05, recency=0.03, thompson=0.20)
MANIFEST_SHARE = 0.3
SAME = {4: 1.0, 3: 0.8, 2: 0.6, 1: 0.35, 0: 0.0}
SHARED_SKILL_SHARE = 0.5
OCCUPATION_SKILLS = 50
UNKNOWN = 0.5
EDU_GAP = 0.25
KEYWORD_SATURATION = 5
RECENCY_HALF_LIFE = 14.0
SHORTFALL_FLOOR = 0.5
HYBRID_ELSEWHERE = 0.25
PRIOR_STRENGTH, PRIOR_FLOOR, PRIOR_CEILING = 4.0, 0.2, 0.8
PER_YEAR = dict(hour=2080, day=260, week=52, month=12, year=1)
REMOTE = dict(remote=0, hybrid=1, onsite=2, unknown=3)
WORD = re.compile(r"[0-9A-Za-z+#.\-_\x80-\uffff]+")


def parse_time(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


def soc(code):
    if not code or not re.fullmatch(r"\d\d-\d{4}(\.\d\d)?", code):
        return None
    return int(code[:2]), int(code[3:7])


def depth(a, b):
    """Shared SOC levels of arrays of (major, detail) codes, broadcast."""
    (ma, da), (mb, db) = a, b
    return np.where(ma != mb, 0, np.where(da // 100 != db // 100, 1, np.where(da // 10 != db // 10, 2,
                    np.where(da != db, 3, 4))))


def similarity_from_depth(d):
    return np.choose(d, [SAME[0], SAME[1], SAME[2], SAME[3], SAME[4]])


def place_key(text):
    key = text.split(",", 1)[0].strip().lower()
    return None if key in ("", "remote", "anywhere") else key


def words(text):
    return [w.rstrip(".-").lower() for w in WORD.findall(text) if w.rstrip(".-")]


def yearly(salary, minimum):
    if not salary:
        return math.nan, None
    figure = (salary.get("min") if salary.get("min") is not None else salary.get("max")) if minimum else \
        (salary.get("max") if salary.get("max") is not None else salary.get("min"))
    if figure is None:
        return math.nan, None
    return figure * PER_YEAR[salary.get("period") or "year"], (salary.get("currency") or "").upper() or None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--jobs", required=True)
    parser.add_argument("--profiles", required=True)
    parser.add_argument("--top-k", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--block", type=int, default=64)
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    started = time.perf_counter()

    with open(args.jobs, encoding="utf-8") as f:
        jobs = sorted((json.loads(line) for line in f if line.strip()), key=lambda j: j["id"])
    with open(args.profiles, encoding="utf-8") as f:
        profiles = sorted((json.loads(line) for line in f if line.strip()), key=lambda p: p["id"])
    read_done = time.perf_counter()

    n = len(jobs)
    skill_ids, rows, cols = {}, [], []
    for j, job in enumerate(jobs):
        for s in {m["id"] for m in job.get("skills") or []}:
            rows.append(j)
            cols.append(skill_ids.setdefault(s, len(skill_ids)))
    J = sp.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(n, len(skill_ids)))
    df = np.asarray(J.sum(axis=0)).ravel()
    idf = np.log((n + 1) / (df + 1)) + 1
    idf_total = J @ idf
    inv_total = np.divide(1.0, idf_total, out=np.zeros(n), where=idf_total > 0)
    JW = (J @ sp.diags(idf)).T.tocsr()

    codes = [soc((job.get("onet") or {}).get("soc_code")) for job in jobs]
    occ_list = sorted({c for c in codes if c})
    occ_index = {c: i for i, c in enumerate(occ_list)}
    job_occ = np.array([occ_index[c] if c else len(occ_list) for c in codes])
    occ_major = np.array([c[0] for c in occ_list]); occ_detail = np.array([c[1] for c in occ_list])
    counts = J.T @ sp.csr_matrix((np.ones(n), (np.arange(n), job_occ)), shape=(n, len(occ_list) + 1))
    counts = counts.toarray()[:, :len(occ_list)]
    occ_skills = np.zeros((len(occ_list), len(skill_ids)))
    for o in range(len(occ_list)):
        column = counts[:, o]
        order = np.lexsort((np.arange(len(column)), -column))[:OCCUPATION_SKILLS]
        order = order[column[order] > 0]
        occ_skills[o, order] = 1
    occ_skills = sp.csr_matrix(occ_skills)
    groups = sorted({f"{m:02d}-{d // 100 * 100:04d}" for m, d in occ_list})
    group_index = {g: i for i, g in enumerate(groups)}
    job_group = np.array([group_index[f"{c[0]:02d}-{c[1] // 100 * 100:04d}"] if c else len(groups) for c in codes])
    group_codes = [(int(g[:2]), int(g[3:])) for g in groups]

    education = np.array([job.get("education_level") or 0 for job in jobs])
    experience = np.array([job.get("experience_years") if job.get("experience_years") is not None else math.nan
                           for job in jobs], dtype=float)
    remote = np.array([REMOTE[job.get("remote") or "unknown"] for job in jobs])
    place_ids, prow, pcol = {}, [], []
    for j, job in enumerate(jobs):
        for key in {place_key(p) for p in job.get("locations") or []} - {None}:
            prow.append(j)
            pcol.append(place_ids.setdefault(key, len(place_ids)))
    P = sp.csr_matrix((np.ones(len(prow)), (prow, pcol)), shape=(n, max(1, len(place_ids))))
    has_place = np.asarray(P.sum(axis=1)).ravel() > 0
    pays = [yearly(job.get("salary"), minimum=False) for job in jobs]
    pay = np.array([p for p, _ in pays]); pay_currency = [c for _, c in pays]
    currency_ids = {c: i for i, c in enumerate(sorted({c for c in pay_currency if c}))}
    pay_currency = np.array([currency_ids[c] if c else -1 for c in pay_currency])
    company_ids = {}
    company = np.array([company_ids.setdefault(job["company"].strip().lower(), len(company_ids))
                        if job.get("company") else -1 for job in jobs])
    posted = [job.get("posted_at") for job in jobs]
    as_of = max(parse_time(t) for t in posted if t)
    age = np.array([(as_of - parse_time(t)) / 86400 if t else math.nan for t in posted])
    recency = np.where(np.isnan(age), UNKNOWN, np.exp2(-np.maximum(0, np.nan_to_num(age)) / RECENCY_HALF_LIFE))

    keyword_ids = {}
    for profile in profiles:
        for k in profile.get("keywords") or []:
            keyword_ids.setdefault(k, len(keyword_ids))
    single = {k: i for k, i in keyword_ids.items() if " " not in k}
    multi = {k: i for k, i in keyword_ids.items() if " " in k}
    krow, kcol = [], []
    for j, job in enumerate(jobs):
        text = "\n".join([job["title"], job.get("description_text") or ""] + [m["name"] for m in job.get("skills") or []])
        tokens = words(text)
        found = {single[t] for t in tokens if t in single}
        if multi:
            joined = " " + " ".join(tokens) + " "
            found |= {i for k, i in multi.items() if " " + " ".join(words(k)) + " " in joined}
        krow += [j] * len(found)
        kcol += sorted(found)
    K = sp.csr_matrix((np.ones(len(krow)), (krow, kcol)), shape=(n, max(1, len(keyword_ids)))).T.tocsr()

    rng = np.random.default_rng(args.seed)
    top_k = args.top_k
    out = open(args.output, "w", encoding="utf-8")
    for start in range(0, len(profiles), args.block):
        block = profiles[start:start + args.block]
        b = len(block)
        crow, ccol, kr, kc = [], [], [], []
        for i, profile in enumerate(block):
            for s in {m["id"] for m in profile.get("skills") or []}:
                if s in skill_ids:
                    crow.append(i); ccol.append(skill_ids[s])
            for k in set(profile.get("keywords") or []):
                kr.append(i); kc.append(keyword_ids[k])
        C = sp.csr_matrix((np.ones(len(crow)), (crow, ccol)), shape=(b, len(skill_ids)))
        skill_sum = (C @ JW).toarray()
        skill = np.where(inv_total > 0, np.minimum(1, skill_sum * inv_total), UNKNOWN)

        occ_sim_match = np.full((b, len(occ_list) + 1), UNKNOWN)
        occ_sim_manifest = np.full((b, len(occ_list) + 1), UNKNOWN)
        manifest_share = np.zeros(b)
        group_fit = np.zeros((b, len(groups) + 1))
        for i, profile in enumerate(block):
            own = soc((profile.get("onet") or {}).get("soc_code"))
            targets = [(soc(t["soc_code"]), t.get("weight", 1)) for t in profile.get("targets") or []]
            targets = [(c, w) for c, w in targets if c]
            top = max([w for _, w in targets], default=0)
            targets = [(c, w / top) for c, w in targets] if top > 0 else []
            candidate_skills = C[i]

            def occupation_row(code, fallback_skills):
                h = similarity_from_depth(depth((code[0], code[1]), (occ_major, occ_detail)))
                skills = occ_skills[occ_index[code]] if code in occ_index else fallback_skills
                inter = np.asarray((occ_skills @ skills.T).todense()).ravel()
                union = occ_skills.getnnz(axis=1) + skills.getnnz() - inter
                jac = np.divide(inter, union, out=np.zeros_like(inter), where=union > 0)
                return np.where(h < 1, h + (1 - h) * SHARED_SKILL_SHARE * jac, h)

            def group_row(code):
                d = np.array([depth(code, g) for g in group_codes])
                return np.append(np.where(d >= 2, 1.0, similarity_from_depth(d)), 0.0)

            if own:
                occ_sim_match[i, :-1] = occupation_row(own, candidate_skills)
            fit = group_row(own) if own else np.zeros(len(groups) + 1)
            if targets:
                manifest_share[i] = MANIFEST_SHARE
                rows_ = [w * occupation_row(c, sp.csr_matrix((1, len(skill_ids)))) for c, w in targets]
                occ_sim_manifest[i, :-1] = np.max(rows_, axis=0)
                manifest_fit = np.max([w * group_row(c) for c, w in targets], axis=0)
                fit = (1 - MANIFEST_SHARE) * fit + MANIFEST_SHARE * manifest_fit
            else:
                occ_sim_manifest[i] = occ_sim_match[i]
            group_fit[i] = fit
        occupation_match = occ_sim_match[:, job_occ]
        occupation_manifest = occ_sim_manifest[:, job_occ]

        levels = np.array([p.get("education_level") or 0 for p in block])
        edu = np.where((education[None, :] == 0) | (levels[:, None] == 0), UNKNOWN,
                       np.where(levels[:, None] >= education[None, :], 1.0,
                                np.maximum(0, 1 - EDU_GAP * (education[None, :] - levels[:, None]))))
        years = np.array([p.get("experience_years") if p.get("experience_years") is not None else math.nan for p in block])
        with np.errstate(divide="ignore", invalid="ignore"):
            exp_fit = np.where(np.isnan(experience)[None, :] | np.isnan(years)[:, None], UNKNOWN,
                               np.where(experience[None, :] <= 0, 1.0, np.minimum(1, years[:, None] / experience[None, :])))

        qrow, qcol, frow, fcol = [], [], [], []
        names_places = np.zeros(b, bool); by_place = np.zeros(b, bool)
        minimum = np.full(b, math.nan); minimum_currency = np.full(b, -1)
        remote_only = np.zeros(b, bool); max_age = np.full(b, np.inf); excluded = []
        for i, profile in enumerate(block):
            prefs = profile.get("preferences") or {}
            preferred = {place_key(p) for p in prefs.get("locations") or []} - {None}
            home = set(preferred)
            city = ((profile.get("basics") or {}).get("location") or {}).get("city")
            if city and place_key(city):
                home.add(place_key(city))
            names_places[i] = bool(home); by_place[i] = bool(preferred)
            qrow += [i] * len([h for h in home if h in place_ids]); qcol += [place_ids[h] for h in home if h in place_ids]
            frow += [i] * len([h for h in preferred if h in place_ids]); fcol += [place_ids[h] for h in preferred if h in place_ids]
            value, currency = yearly(prefs.get("min_salary"), minimum=True)
            minimum[i] = value
            minimum_currency[i] = -1 if currency is None else currency_ids.get(currency, -2)
            remote_only[i] = bool(prefs.get("remote_only"))
            if prefs.get("posted_within_days") is not None:
                max_age[i] = prefs["posted_within_days"]
            excluded.append([company_ids[c.strip().lower()] for c in prefs.get("excluded_companies") or []
                             if c.strip().lower() in company_ids])
        shape = (b, P.shape[1])
        home_hit = (sp.csr_matrix((np.ones(len(qrow)), (qrow, qcol)), shape=shape) @ P.T).toarray() > 0
        pref_hit = (sp.csr_matrix((np.ones(len(frow)), (frow, fcol)), shape=shape) @ P.T).toarray() > 0
        location = np.where((remote[None, :] == 0) | home_hit, 1.0,
                            np.where(~has_place[None, :] | ~names_places[:, None], UNKNOWN,
                                     np.where(remote[None, :] == 1, HYBRID_ELSEWHERE, 0.0)))
        same_currency = (minimum_currency[:, None] == -1) | (pay_currency[None, :] == -1) | \
                        (pay_currency[None, :] == minimum_currency[:, None])
        with np.errstate(divide="ignore", invalid="ignore"):
            salary = np.where(np.isnan(minimum)[:, None] | np.isnan(pay)[None, :] | ~same_currency, UNKNOWN,
                              np.where(pay[None, :] >= minimum[:, None], 1.0,
                                       np.maximum(0, (pay[None, :] / minimum[:, None] - SHORTFALL_FLOOR) / (1 - SHORTFALL_FLOOR))))
        Q = sp.csr_matrix((np.ones(len(kr)), (kr, kc)), shape=(b, K.shape[0]))
        hits = (Q @ K).toarray()
        keyword_count = np.array([len(p.get("keywords") or []) for p in block])
        keywords = np.where(keyword_count[:, None] == 0, UNKNOWN,
                            np.minimum(1, hits / np.maximum(1, np.minimum(keyword_count, KEYWORD_SATURATION))[:, None]))

        mean = PRIOR_FLOOR + (PRIOR_CEILING - PRIOR_FLOOR) * group_fit
        theta = rng.beta(mean * PRIOR_STRENGTH, (1 - mean) * PRIOR_STRENGTH)[:, job_group]

        w = WEIGHTS
        score = (w["skill_overlap"] * skill
                 + (w["occupation"] * (1 - manifest_share))[:, None] * occupation_match
                 + (w["occupation"] * manifest_share)[:, None] * occupation_manifest
                 + w["education"] * edu + w["experience"] * exp_fit + w["location"] * location
                 + w["salary"] * salary + w["keywords"] * keywords + w["recency"] * recency[None, :]
                 + w["thompson"] * theta)
        blocked = (remote_only[:, None] & (remote[None, :] != 0)) \
            | (by_place[:, None] & (remote[None, :] != 0) & ~pref_hit) \
            | ~(np.nan_to_num(age, nan=np.inf)[None, :] <= max_age[:, None]) & np.isfinite(max_age)[:, None] \
            | (~np.isnan(minimum)[:, None] & same_currency & (np.nan_to_num(pay, nan=np.inf)[None, :] < minimum[:, None]))
        for i, companies in enumerate(excluded):
            if companies:
                blocked[i] |= np.isin(company, companies)
        score[blocked] = -np.inf

        kk = min(top_k, n)
        top = np.argpartition(-score, kk - 1, axis=1)[:, :kk]
        lines = []
        for i, profile in enumerate(block):
            chosen = top[i][np.isfinite(score[i, top[i]])]
            order = chosen[np.lexsort((chosen, -score[i, chosen]))]
            for rank, j in enumerate(order, 1):
                lines.append(json.dumps({"job_id": jobs[j]["id"], "profile_id": profile["id"], "rank": rank,
                                         "score": float(score[i, j])}, sort_keys=True))
        out.write("\n".join(lines) + ("\n" if lines else ""))
    out.close()
    finished = time.perf_counter()
    print(json.dumps({"baseline": "numpy", "pairs": n * len(profiles), "read_seconds": round(read_done - started, 3),
                      "score_and_write_seconds": round(finished - read_done, 3),
                      "end_to_end_seconds": round(finished - started, 3)}))


if __name__ == "__main__":
    main()
