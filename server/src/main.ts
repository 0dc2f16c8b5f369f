import { runProcess } from './runProcess';

runProcess();
