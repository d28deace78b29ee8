// The bundle requires @aws-sdk/client-scheduler from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/client-scheduler';
module.exports = require(sdk);
