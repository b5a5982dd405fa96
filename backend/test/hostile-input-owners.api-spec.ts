import { describeHostileInput } from './support/hostile/hostile-suite';

describeHostileInput('owners');
