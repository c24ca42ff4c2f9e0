import type { FlowProgramPage } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../shared/listing/empty-state.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { useAvailableFlows } from '../api/get-available-flows.ts';
import { useFlowProgram } from '../api/get-flow-program.ts';
import { readExpandedSections, writeExpandedSections } from '../lib/expanded-sections.ts';
import { selectFlow } from '../lib/selected-flow.ts';
import { FlowSelector } from './flow-selector.tsx';
import { FlowTitle } from './flow-title.tsx';
import styles from './programme-page.module.css';
import { ProgressBar } from './progress-bar.tsx';
import { SectionAccordion } from './section-accordion.tsx';

/**
 * The programme page (/flow-program, not for staff): the flow's title with its tooltip, the flow
 * selector when there is more than one flow (the last by default; `?flow=` keeps a choice), the
 * progress bar and the sections in two lists split by `part`, separated by a rule.
 */
export function ProgrammePage() {
  const { t } = useTranslation();
  const flows = useAvailableFlows();
  const [search, setSearch] = useSearchParams();
  const flow = flows.data ? selectFlow(flows.data, search.get('flow')) : null;

  if (flows.isPending) return <PageSpinner label={t('programme.loading')} />;
  if (flows.isError) return <LoadFailed />;
  if (!flow) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('programme.title')}</h1>
        <EmptyState title={t('programme.noFlows.title')} text={t('programme.noFlows.text')} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <FlowTitle name={flow.name} />
        <FlowSelector
          flows={flows.data}
          selected={flow.pk}
          onSelect={(flowId) => setSearch({ flow: String(flowId) }, { replace: true })}
        />
      </header>
      <FlowProgramme key={flow.pk} flowId={flow.pk} />
    </div>
  );
}

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <p role="alert" className={styles.failed}>
      {t('programme.loadFailed')}
    </p>
  );
}

/** The progress and the sections of one flow; remembers which sections are open in this tab. */
function FlowProgramme({ flowId }: { flowId: number }) {
  const { t } = useTranslation();
  const program = useFlowProgram(flowId);
  const [expanded, setExpanded] = useState<number[]>(() => readExpandedSections(flowId));

  const handleToggle = (sectionId: number, open: boolean) => {
    const next = open
      ? [...expanded.filter((id) => id !== sectionId), sectionId]
      : expanded.filter((id) => id !== sectionId);
    setExpanded(next);
    writeExpandedSections(flowId, next);
  };

  if (program.isPending) return <PageSpinner label={t('programme.loading')} />;
  if (program.isError) return <LoadFailed />;
  const sections = program.data.flow_program_page;
  if (sections.length === 0) {
    return (
      <>
        <ProgressBar percent={program.data.procent_passed} />
        <EmptyState title={t('programme.empty.title')} text={t('programme.empty.text')} />
      </>
    );
  }
  const main = sections.filter((section) => section.part !== 2);
  const extra = sections.filter((section) => section.part === 2);
  const renderList = (list: FlowProgramPage[], label: string) => (
    <ul className={styles.sections} aria-label={label}>
      {list.map((section) => (
        <SectionAccordion
          key={section.pk}
          flowId={flowId}
          section={section}
          expanded={expanded.includes(section.pk)}
          onToggle={handleToggle}
        />
      ))}
    </ul>
  );

  return (
    <>
      <ProgressBar percent={program.data.procent_passed} />
      {main.length > 0 && renderList(main, t('programme.mainSections'))}
      {main.length > 0 && extra.length > 0 && <hr className={styles.rule} />}
      {extra.length > 0 && renderList(extra, t('programme.extraSections'))}
    </>
  );
}
