# Shared by scripts/mutants/run.sh and react.sh (sourced, not run): the arguments, the
# baseline, the judging of one patch and the closing line. The caller sets ROOT and WORK and
# defines `verdicts JSON` before using the functions after `mutants_arguments`.

# mutants_arguments HELP_LAST_LINE PATCH_FOLDER ARG…: sets SMOKE, ALL and PATCHES.
mutants_arguments() {
  local help_end=$1 folder=$2
  shift 2
  SMOKE=0
  ALL=0
  PATCHES=()
  local argument
  for argument in "$@"; do
    case $argument in
      --smoke) SMOKE=1 ;;
      -h | --help) sed -n "2,${help_end}p" "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
      *) PATCHES+=("$argument") ;;
    esac
  done
  if ((${#PATCHES[@]} == 0)); then
    ALL=1
    mapfile -t PATCHES < <(ls "$folder"/*.patch | sort)
  fi
  if ((SMOKE)); then PATCHES=("${PATCHES[0]}"); fi
  caught=0
  survived=0
  equivalent=0
  skipped=0
  command -v patch >/dev/null || { echo "mutants: 'patch' is missing (apt-get install patch)" >&2; exit 2; }
}

# verdicts JSON: `VERDICT CLAUSE-ID` for every clause of a check report.
verdicts() { python3 "$ROOT/scripts/mutants/verdicts.py" "$1"; }

# mutants_baseline JSON: keeps the clauses that pass unmutated in $WORK/baseline.passed.
mutants_baseline() {
  verdicts "$1" | awk '$1 == "passed" { print $2 }' | sort >"$WORK/baseline.passed"
}

# mutants_skip NAME DESCRIPTION LABEL OUTCOME: a patch that could not be judged (LABEL
# `NOT APPLIED` or `NO BUILD`; OUTCOME, as last-run.json records it: `not applied` or
# `does not build`).
mutants_skip() {
  printf '%-12s %s (%s)\n' "$3" "$1" "$2"
  printf '%s\t%s\t\t%s\n' "$1" "$4" "$2" >>"$WORK/results.tsv"
  skipped=$((skipped + 1))
}

# mutants_judge PATCH NAME JSON: caught when a clause that passed unmutated failed or errored;
# a patch whose header says `# equivalent: WHY` is counted apart. Appends to $WORK/results.tsv.
mutants_judge() {
  local patch=$1 name=$2 json=$3 description reason by count
  description=$(sed -n '1s/^# //p' "$patch")
  reason=$(sed -n 's/^# equivalent: //p' "$patch")
  by=$(verdicts "$json" | awk '$1 == "failed" || $1 == "error" { print $2 }' \
    | sort | comm -12 - "$WORK/baseline.passed" | paste -sd, -)
  if [[ -n $reason ]]; then
    equivalent=$((equivalent + 1))
    echo "EQUIVALENT   $name: $reason${by:+ (yet caught by: $by)}"
    printf '%s\tequivalent\t%s\t%s\n' "$name" "$by" "$description" >>"$WORK/results.tsv"
  elif [[ -n $by ]]; then
    caught=$((caught + 1))
    count=$(tr ',' '\n' <<<"$by" | wc -l)
    echo "CAUGHT       $name by $count clause(s): $(cut -d, -f1-3 <<<"$by")$( ((count > 3)) && echo ", …")"
    printf '%s\tcaught\t%s\t%s\n' "$name" "$by" "$description" >>"$WORK/results.tsv"
  else
    survived=$((survived + 1))
    echo "SURVIVED     $name ($description)"
    printf '%s\tsurvived\t\t%s\n' "$name" "$description" >>"$WORK/results.tsv"
  fi
}

# mutants_summary NOT_JUDGED_WORDS: the closing line; a smoke run fails unless its patch was
# judged.
mutants_summary() {
  total=$((caught + survived))
  local percent
  percent=$(python3 -c "print(f'{100 * $caught / $total:.1f}' if $total else '0.0')")
  echo "${caught}/${total} non-equivalent mutants caught (${percent}%); ${equivalent} equivalent, ${skipped} $1"
  if ((SMOKE)); then
    ((caught + survived + equivalent == 1)) || { echo "mutants: the smoke patch was not judged" >&2; exit 1; }
  fi
  return 0
}
