import type { CashboxSectionName } from '~/shared/cashbox-links.ts';
import { CashboxPopup } from './cashbox-popup.tsx';
import { PersonalInfoGate } from './personal-info-gate.tsx';
import { CashboxSection } from './sections.tsx';

/** The whole cashbox at a section: the popup, the personal-info step first when needed, the section. */
export default function CashboxDialog({ section }: { section: CashboxSectionName }) {
  return (
    <CashboxPopup section={section}>
      <PersonalInfoGate>
        <CashboxSection section={section} />
      </PersonalInfoGate>
    </CashboxPopup>
  );
}
