import {
  settingsSectionFromLink,
  settingsSectionPath,
  sectionLabelKey,
  settingsSectionsFor,
  type SettingsSection,
} from '@portal/domain/settings-sections';
import { Box } from '@portal/ui/box';
import { Heading } from '@portal/ui/heading';
import { NavList } from '@portal/ui/nav-list';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { MembersNotFound } from '#shared/members-shell/members-not-found.tsx';
import { MembersSidebar } from '#shared/members-shell/members-sidebar.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useSectionAllowed } from '#settings/section-access.ts';
import { sectionFlags } from '#settings/section-flags.ts';
import { SectionContent } from '#settings/components/sections.tsx';

/**
 * The section the address names (/Members/Account/<Section>), or null when it names none this
 * brand shows to this person.
 */
function useCurrentSection(): SettingsSection | null {
  const segment = useRouterState({
    select: (state) => state.location.pathname.split('/').filter(Boolean)[2],
  });
  return settingsSectionFromLink(segment, sectionFlags(), useSectionAllowed());
}

/** A plain left click, which the router handles; others (new tab, new window) the browser does. */
const isPlainClick = (event: MouseEvent<HTMLElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** §2 settings: the side menu of sections (the drawer on phones) and the section shown. */
export function SettingsPage() {
  const current = useCurrentSection();
  return current ? <SettingsFrame current={current} /> : <MembersNotFound />;
}

function SettingsFrame({ current }: { current: SettingsSection }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { status } = useAccount();
  const sections = settingsSectionsFor(sectionFlags(), useSectionAllowed());
  const title = intl.formatMessage({ id: sectionLabelKey(current, status) });
  usePageTitle(title);

  return (
    <>
      <MembersSidebar>
        <NavList
          label={intl.formatMessage({ id: 'settings.menu' })}
          items={sections.map((section) => ({
            id: section.id,
            label: intl.formatMessage({ id: sectionLabelKey(section, status) }),
            href: settingsSectionPath(section),
          }))}
          selectedId={current.id}
          onSelect={(id, event) => {
            const chosen = sections.find((section) => section.id === id);
            if (!chosen || !isPlainClick(event)) return;
            event.preventDefault();
            void navigate({ to: settingsSectionPath(chosen) });
          }}
        />
      </MembersSidebar>
      <Box padding={{ mobile: 'none', tablet: 'sm' }} maxWidth="text">
        <Stack space="lg">
          <Heading level={1} size={2}>
            {title}
          </Heading>
          <Suspense fallback={<SectionSpinner />}>
            <SectionContent key={current.id} section={current.id} />
          </Suspense>
        </Stack>
      </Box>
    </>
  );
}

function SectionSpinner() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
}
