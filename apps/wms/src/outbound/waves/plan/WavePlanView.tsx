import type { CandidateSummary, WaveLimits, WavePlan } from '../../model/wavePlan';
import { Page } from '../../shared/layout';
import { Outcome, type OutcomeValue } from '../../shared/Outcome';
import { CandidatesPanel } from './CandidatesPanel';
import { PlanSourceForm, type PlanSourceFormProps } from './PlanSourceForm';
import type { CreatedWave } from './types';

export interface WavePlanViewProps extends PlanSourceFormProps {
  title: string;
  /** Why the candidates could not be shown (the server's refusal, e.g. an invalid filter). */
  queryOutcome?: OutcomeValue;
  /** The candidates shown, with the limits in force and the wave they would make. */
  candidates?: { summary: CandidateSummary; limits: WaveLimits; plan: WavePlan };
  onCreate: () => void;
  creating: boolean;
  createOutcome?: OutcomeValue;
  created?: CreatedWave;
  gridHeight?: number;
}

/** /waveplanpanel as the user sees it: the question, then the candidates and the wave they make. */
export function WavePlanView(props: WavePlanViewProps) {
  const { title, queryOutcome, candidates, onCreate, creating, createOutcome, created, gridHeight, ...form } = props;
  return (
    <Page aria-label={title} data-screen="wave-plan">
      <h2>{title}</h2>
      <PlanSourceForm {...form} />
      <Outcome outcome={queryOutcome} />
      {candidates ? (
        <CandidatesPanel
          summary={candidates.summary}
          limits={candidates.limits}
          plan={candidates.plan}
          onCreate={onCreate}
          creating={creating}
          {...(createOutcome ? { outcome: createOutcome } : {})}
          {...(created ? { created } : {})}
          {...(gridHeight ? { gridHeight } : {})}
        />
      ) : null}
    </Page>
  );
}
