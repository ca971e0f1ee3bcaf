import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import './tabs.css';

interface TabItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  /** The shown tab (controlled); leave out to start on `defaultSelectedId` or the first. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectionChange?: (id: string) => void;
}

/** Tabs: arrow keys move between tabs (mirrored right to left), each tab shows its panel. */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs
      className="ui-tabs"
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={
        onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined
      }
      disabledKeys={tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id)}
    >
      <TabList aria-label={label} className="ui-tab-list">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="ui-tab">
            {tab.title}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="ui-tab-panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
