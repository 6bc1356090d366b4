/** @jsxRuntime classic */
// Classic JSX: drawn in Storybook's manager too, whose React is its own (a global), so JSX must
// call that React's createElement, not a bundled copy of react/jsx-runtime.
import React from 'react';
import { addons, types } from 'storybook/manager-api';
import { MACHINE_ADDON, MACHINE_PANEL } from '../stories/machines/support/machine-channel-events';
import { MachinePanel, listenForMachines } from './machine-panel';

addons.register(MACHINE_ADDON, () => {
  listenForMachines();
  addons.add(MACHINE_PANEL, {
    type: types.PANEL,
    title: 'Machine',
    render: ({ active }) => (active ? <MachinePanel /> : null),
  });
});
