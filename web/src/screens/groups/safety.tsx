import { moduleGroup } from '../../kit/module-group.tsx';
import { PublicDashboard } from '../business/MonitorPages.tsx';
import { InsuranceTenant, RiskScreen, ShellDashboard } from '../business/SafetyPages.tsx';

/** Safety production and hidden danger (core/src/modules/safety.ts): its own screens; the rest are generic. */
export default moduleGroup({
  insuranceTenant: InsuranceTenant,
  riskScreen: RiskScreen,
  safetyVisualReport: ShellDashboard,
  safetyDataView: PublicDashboard,
  ljScreen: PublicDashboard,
});
