import RecipleaseCLI

await RecipleaseCommand.runFromCommandLine()
