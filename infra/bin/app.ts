import { App } from 'aws-cdk-lib';
import { definePolicyLens } from '../app';

// Entry point of `cdk` (see cdk.json): one stack per stage, chosen with --context stage=dev|prod.
const app = new App();
definePolicyLens(app);
app.synth();
